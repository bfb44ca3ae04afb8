import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TrainingVideo } from '#shared/schemas/training';
import type { TrainingLevel } from '#shared/training/levels';
import { lockedLevelMessage } from '#shared/training/video-access';
import type { TrainingSport } from '#shared/sports';
import { buttonClasses } from '#client/components/ui/button';
import { InlineVideoView } from '#client/components/video/inline-video-view';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useT } from '#client/lib/i18n/i18n';
import { levelNames, sportNames, sportNamesInText } from '../sport-content';
import { useSportVideos } from '../api/get-sport-videos';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { LevelTabs, levelTabId } from './level-tabs';
import { LibraryVideoGrid } from './library-video-grid';
import { LockedLevelAlert } from './locked-level-alert';
import { TrainingVideoPlayer } from './training-video-player';
import { UnlockTrainingBox } from './unlock-training-box';
import { useLibraryAddress } from './use-library-address';

/**
 * A sport's video library (docs/product.md#training-library): the subscription status loads first,
 * then the videos by level tab, then a picked video plays in place until Back. The level and the
 * picked video live in the address (?level=…&video=…), so the browser's Back also leaves the
 * player.
 */
export function VideoLibrary({ sport }: { sport: TrainingSport }) {
  const t = useT();
  const sportInText = t(sportNamesInText[sport.id]);
  const { user } = useAuth();
  const subscription = useSubscriptionStatus();
  const library = useSportVideos(sport.id);
  const { level, selectedId, selectLevel, openVideo, closeVideo } = useLibraryAddress(sport.levels);
  const selected = library.data?.videos.find((video) => video.id === selectedId && !video.locked);

  // The server's word on each level once the list is in; the shared rule until then.
  const lockOf = (of: TrainingLevel) =>
    library.data?.levels.find((entry) => entry.level === of)?.message ??
    (library.data ? null : lockedLevelMessage(of, subscription.status));

  // Back from the player puts focus on the card that opened it.
  const lastPlayed = useRef<string | null>(null);
  const selectedVideoId = selected?.id ?? null;
  useEffect(() => {
    if (selectedVideoId) {
      lastPlayed.current = selectedVideoId;
      return;
    }
    const id = lastPlayed.current;
    lastPlayed.current = null;
    if (id) document.querySelector<HTMLElement>(`[data-video-id="${id}"]`)?.focus();
  }, [selectedVideoId]);

  const idBase = `library-${sport.id}`;
  const lockMessage = lockOf(level);
  const videos = library.data?.videos.filter((video) => video.level === level) ?? [];

  return (
    <section
      id="library"
      aria-labelledby="library-title"
      className="mx-auto max-w-7xl scroll-mt-32 px-4 py-12 sm:py-16"
    >
      <div className="max-w-3xl">
        <h2 id="library-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('training.library.title', { sport: sportInText })}
        </h2>
        <p className="text-muted-foreground mt-3">{t('training.library.intro')}</p>
      </div>

      {subscription.loading ? (
        <p role="status" className="text-muted-foreground mt-8">
          {t('training.library.loadingSubscription')}
        </p>
      ) : (
        <>
          {!user ? (
            <Link to="/signup" className={buttonClasses({ className: 'mt-6' })}>
              {t('training.createAccount')}
            </Link>
          ) : subscription.status.subscribed && subscription.status.has_access ? (
            <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden />
              {t('training.library.subscriptionActive')}
            </p>
          ) : null}

          <div className="mt-8">
            {selected ? (
              <PlayerView
                video={selected}
                sportName={t(sportNames[sport.id])}
                onBack={closeVideo}
              />
            ) : (
              <>
                <LevelTabs
                  idBase={idBase}
                  label={t('training.library.levels', { sport: sportInText })}
                  levels={sport.levels}
                  selected={level}
                  isLocked={(of) => lockOf(of) !== null}
                  onSelect={selectLevel}
                />
                <div
                  role="tabpanel"
                  id={`${idBase}-panel`}
                  aria-labelledby={levelTabId(idBase, level)}
                  className="mt-6 space-y-6"
                >
                  {lockMessage ? (
                    <LockedLevelAlert
                      message={lockMessage}
                      signedIn={Boolean(user)}
                      accessDisabled={!subscription.status.has_access}
                    />
                  ) : null}
                  <LibraryVideoGrid query={library} videos={videos} onOpen={openVideo} />
                </div>
              </>
            )}
          </div>

          {!user ? <UnlockTrainingBox /> : null}
        </>
      )}
    </section>
  );
}

function PlayerView({
  video,
  sportName,
  onBack,
}: {
  video: TrainingVideo;
  sportName: string;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <InlineVideoView
      videoId={video.id}
      title={video.title}
      onBack={onBack}
      player={
        <TrainingVideoPlayer
          videoId={video.id}
          title={video.title}
          poster={video.poster}
          srcType={video.srcType}
          autoPlay
        />
      }
    >
      <p className="text-muted-foreground mt-1 text-sm">
        {sportName} · {t(levelNames[video.level])} · {video.category} · {video.duration}
      </p>
      <p className="mt-4">{video.description}</p>
      <Link
        to={`/video/${video.id}`}
        className="text-primary mt-4 inline-block text-sm font-medium hover:underline"
      >
        {t('training.library.openVideoPage')}
      </Link>
    </InlineVideoView>
  );
}
