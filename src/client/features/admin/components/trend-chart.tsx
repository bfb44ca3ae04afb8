import { useEffect, useId, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useT, type Translate } from '#client/lib/i18n/i18n';
import { loadOnce } from '#client/lib/load-once';
import { useAdminFormats } from './admin-formats';

// uPlot (about 50 KB) and its stylesheet are fetched when the first chart is drawn: only the
// admin pages that show one load them, and no other page's bundle grows.
const chartLibrary = loadOnce(async () => {
  const [library] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return library.default;
});

export type TrendSeries = {
  label: string;
  values: number[];
  /** a colour that reads on light and dark cards alike */
  color: string;
};

/** Lines readable on both themes (Tailwind's 500 shades). */
export const trendColors = ['#0ea5e9', '#f59e0b', '#10b981', '#8b5cf6'] as const;

const CHART_HEIGHT = 176;

/** The day a YYYY-MM-DD stands for, in the chart's seconds (uPlot's time scale). */
const secondsOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** Bumps whenever the theme switches between light and dark (a class on <html>). */
function useThemeVersion() {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((value) => value + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return version;
}

/** What the chart shows, in words: its text alternative. */
function summaryOf(
  t: Translate,
  title: string,
  series: TrendSeries[],
  format: (value: number) => string,
  kind: 'daily' | 'level',
) {
  const parts = series.map((item) => {
    const today = format(item.values.at(-1) ?? 0);
    if (kind === 'level') {
      return t('admin.chart.summary.level', {
        label: item.label,
        today,
        before: format(item.values[0] ?? 0),
      });
    }
    const total = format(item.values.reduce((sum, value) => sum + value, 0));
    return t('admin.chart.summary.daily', { label: item.label, total, today });
  });
  return t('admin.chart.summary', { title, parts: parts.join('; ') });
}

/** Tick steps: 1, 2, 5, 10, 20, 50… times the smallest step. */
const stepsOf = (step: number) =>
  Array.from({ length: 8 }, (_, power) =>
    [1, 2, 5].map((base) => base * 10 ** power * step),
  ).flat();

function chartOptions(
  UPlot: typeof uPlot,
  element: HTMLElement,
  series: TrendSeries[],
  format: (value: number) => string,
  axisFormat: (value: number) => string,
  step: number,
  day: { label: string; format: (day: Date) => string },
): uPlot.Options {
  const style = getComputedStyle(element);
  const text = style.getPropertyValue('--muted-foreground').trim() || '#6b7280';
  const grid = style.getPropertyValue('--border').trim() || '#e5e7eb';
  const axis = {
    stroke: text,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
    font: '11px system-ui, sans-serif',
  };
  return {
    width: Math.max(element.clientWidth, 200),
    height: CHART_HEIGHT,
    // Days are UTC, as the server counts them.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { y: false, points: { size: 6 } },
    legend: { show: true, live: true },
    scales: {
      y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.1 : step] },
    },
    axes: [
      { ...axis, space: 50 },
      {
        ...axis,
        size: 56,
        values: (_plot, splits) => splits.map((value) => axisFormat(value)),
        incrs: stepsOf(step),
      },
    ],
    series: [
      {
        label: day.label,
        value: (_plot, seconds) => (seconds == null ? '—' : day.format(new Date(seconds * 1000))),
      },
      ...series.map((item) => ({
        label: item.label,
        stroke: item.color,
        width: 2,
        fill: series.length === 1 ? `${item.color}22` : undefined,
        points: { show: true, size: 4 },
        value: (_plot: uPlot, value: number | null) => (value == null ? '—' : format(value)),
      })),
    ],
  };
}

/**
 * A small chart of daily values over the last days, drawn with uPlot once it has loaded. Its
 * text alternative is a summary read for the picture and a table of every value, which anyone
 * can open below the chart (and which is open when the chart could not be loaded).
 */
export function TrendChart({
  title,
  description,
  days,
  series,
  format: givenFormat,
  axisFormat: givenAxisFormat,
  kind = 'daily',
  step = 1,
}: {
  title: string;
  description?: string;
  /** YYYY-MM-DD, oldest first, one per value */
  days: string[];
  series: TrendSeries[];
  /** a function defined once (not inline), or the chart is drawn again on every render; counts
   * in the page's language by default */
  format?: (value: number) => string;
  /** daily: what happened each day (summed up); level: how many there were each day */
  kind?: 'daily' | 'level';
  /** the axis's labels, shorter than `format` (also defined once) */
  axisFormat?: (value: number) => string;
  /** the smallest step between ticks, in the values' units (1 for counts, 100 cents for $1) */
  step?: number;
}) {
  const t = useT();
  const formats = useAdminFormats();
  const format = givenFormat ?? formats.count;
  const axisFormat = givenAxisFormat ?? format;
  const dayLabel = t('admin.chart.day');
  const dayFormat = formats.shortDay;
  const titleId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const themeVersion = useThemeVersion();
  // The chart is drawn again only when the values, the format or the theme change.
  const dataKey = JSON.stringify([days, series]);

  useEffect(() => {
    const element = plotRef.current;
    if (!element) return;
    let plot: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    const [shownDays, shownSeries] = JSON.parse(dataKey) as [string[], TrendSeries[]];
    chartLibrary
      .load()
      .then((UPlot) => {
        if (cancelled) return;
        const data: uPlot.AlignedData = [
          shownDays.map(secondsOf),
          ...shownSeries.map((item) => item.values),
        ];
        plot = new UPlot(
          chartOptions(UPlot, element, shownSeries, format, axisFormat, step, {
            label: dayLabel,
            format: dayFormat,
          }),
          data,
          element,
        );
        observer = new ResizeObserver(() => {
          plot?.setSize({ width: Math.max(element.clientWidth, 200), height: CHART_HEIGHT });
        });
        observer.observe(element);
        setFailed(false);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [dataKey, format, axisFormat, step, themeVersion, dayLabel, dayFormat]);

  const summary = summaryOf(t, title, series, format, kind);
  return (
    <figure
      aria-labelledby={titleId}
      className="border-border bg-card text-foreground min-w-0 rounded-2xl border p-4 shadow-sm"
    >
      <figcaption>
        <h3 id={titleId} className="text-base font-semibold">
          {title}
        </h3>
        {description ? <p className="text-muted-foreground text-xs">{description}</p> : null}
      </figcaption>
      <div
        ref={plotRef}
        role="img"
        aria-label={summary}
        className="mt-3 w-full overflow-hidden text-xs"
        style={{ minHeight: CHART_HEIGHT }}
      />
      {failed ? (
        <p role="status" className="text-muted-foreground mt-2 text-sm">
          {t('admin.chart.failed')}
        </p>
      ) : null}
      <details className="mt-2" open={failed || undefined}>
        <summary className="text-primary cursor-pointer text-sm underline-offset-4 hover:underline">
          {t('admin.chart.showNumbers')}
        </summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs tabular-nums">
            <caption className="sr-only">{t('admin.chart.caption', { title })}</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {dayLabel}
                </th>
                {series.map((item) => (
                  <th key={item.label} scope="col" className="py-1 pr-3 font-semibold">
                    {item.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day} className="border-border border-t">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {formats.shortDay(day)}
                  </th>
                  {series.map((item) => (
                    <td key={item.label} className="py-1 pr-3">
                      {format(item.values[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
