import { useState } from 'react';
import type { Broadcast } from '#shared/schemas/streams';
import { CaptionsFileControl } from '#client/components/captions-file-control';
import { ExternalLink } from '#client/components/ui/external-link';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useLocaleTag, useShownText, useT } from '#client/lib/i18n/i18n';
import {
  useChannelBroadcasts,
  useRemoveBroadcastCaptions,
  useSetBroadcastCaptions,
} from '../api/own-channels';

/** 3725 → '1:02:05'; 95 → '1:35'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Where a row's captions control tells what it did, and what went wrong. */
type Feedback = {
  onProblem: (message: string | null) => void;
  announce: (message: string) => void;
};

function BroadcastRow({
  slug,
  broadcast,
  feedback,
}: {
  slug: string;
  broadcast: Broadcast;
  feedback: Feedback;
}) {
  const t = useT();
  const localeTag = useLocaleTag();
  const setCaptions = useSetBroadcastCaptions(slug);
  const removeCaptions = useRemoveBroadcastCaptions(slug);
  const onAir = broadcast.endedAt === null;
  return (
    <li className="border-border grid gap-x-4 gap-y-1 border-t py-3 first:border-t-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="truncate font-medium">{broadcast.title}</p>
        <dl className="text-muted-foreground mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
          <div className="flex gap-1">
            <dt>{t('streams.broadcasts.started')}</dt>
            <dd>
              <time dateTime={broadcast.startedAt}>
                {new Date(broadcast.startedAt).toLocaleString(localeTag, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('streams.broadcasts.duration')}</dt>
            <dd>
              {onAir
                ? t('streams.broadcasts.onAir')
                : broadcast.durationSeconds === null
                  ? t('streams.broadcasts.unknown')
                  : formatDuration(broadcast.durationSeconds)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('streams.broadcasts.peakViewers')}</dt>
            <dd>{broadcast.peakViewers.toLocaleString(localeTag)}</dd>
          </div>
        </dl>
      </div>
      {broadcast.replayUrl ? (
        <ExternalLink
          href={broadcast.replayUrl}
          className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline"
        >
          {t('streams.broadcasts.replay')}
          <span className="sr-only">
            {t('streams.broadcasts.replayOf', { title: broadcast.title })}
          </span>
        </ExternalLink>
      ) : (
        <span className="text-muted-foreground text-sm">
          {onAir ? t('streams.broadcasts.live') : t('streams.broadcasts.noReplay')}
        </span>
      )}
      {broadcast.replayUrl ? (
        <div className="sm:col-span-2">
          <CaptionsFileControl
            name={broadcast.title}
            hasCaptions={broadcast.captionsUrl !== null}
            onUpload={(vtt) => setCaptions.mutateAsync({ id: broadcast.id, vtt })}
            onRemove={() => removeCaptions.mutateAsync(broadcast.id)}
            {...feedback}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * An own channel's broadcasts, newest first, each with its replay when there is one and the
 * replay's captions (added, replaced and removed here).
 */
export function BroadcastList({ slug }: { slug: string }) {
  const t = useT();
  const shown = useShownText();
  const broadcasts = useChannelBroadcasts(slug);
  const items = broadcasts.data?.items ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const feedback: Feedback = {
    onProblem: (message) => {
      setProblem(message);
      if (message) setNotice(null);
    },
    announce: (message) => {
      setProblem(null);
      setNotice(message);
    },
  };
  return (
    <ListState
      query={broadcasts}
      skeleton={
        <div role="status" className="grid gap-2 py-2">
          <span className="sr-only">{t('streams.broadcasts.loading')}</span>
          {[0, 1].map((row) => (
            <div key={row} aria-hidden className="bg-muted h-12 animate-pulse rounded-lg" />
          ))}
        </div>
      }
      errorStyle="alert"
      errorTitle={t('streams.broadcasts.loadError')}
      describeError={(error) => shown(errorMessage(error, ''))}
      retry
      isEmpty={items.length === 0}
      empty={t('streams.broadcasts.empty')}
      className="py-2 text-sm"
    >
      <div>
        <ul>
          {items.map((broadcast) => (
            <BroadcastRow
              key={broadcast.id}
              slug={slug}
              broadcast={broadcast}
              feedback={feedback}
            />
          ))}
        </ul>
        {problem ? (
          <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
            {problem}
          </p>
        ) : null}
        <p
          role="status"
          className={cn('mt-2 text-sm', notice ? 'text-muted-foreground' : 'sr-only')}
        >
          {notice}
        </p>
      </div>
    </ListState>
  );
}
