import type { TrainingSportId } from '#shared/sports';
import { useLocaleTag, useT } from '#client/lib/i18n/i18n';
import { sportNamesInText, type JourneyStage } from '../sport-content';

/** The five age stages of a sport's Development Journey (docs/product.md#training-library). */
export function DevelopmentJourney({
  sportId,
  stages,
}: {
  sportId: TrainingSportId;
  stages: readonly JourneyStage[];
}) {
  const t = useT();
  const localeTag = useLocaleTag();
  const sport = t(sportNamesInText[sportId]).toLocaleLowerCase(localeTag);
  return (
    <section aria-labelledby="journey-title" className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <div className="max-w-2xl">
        <h2 id="journey-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('training.journey.title')}
        </h2>
        <p className="text-muted-foreground mt-3">{t('training.journey.intro', { sport })}</p>
      </div>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {stages.map(({ ages: [from, to], title, text }, index) => (
          <li
            key={`${from}-${to}`}
            className="border-border bg-card relative flex flex-col rounded-xl border p-5 shadow-sm"
          >
            <span className="bg-primary text-primary-foreground flex size-8 items-center justify-center rounded-full text-sm font-bold">
              {index + 1}
            </span>
            <p className="text-primary mt-4 text-sm font-semibold">
              {t('training.journey.ages', { from, to })}
            </p>
            <h3 className="mt-1 text-lg font-semibold">{t(title)}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{t(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
