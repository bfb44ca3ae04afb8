import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { localeOfPath } from '#shared/locales';
import type { TrainingVideo } from '#shared/schemas/training';
import { sportOfVideoId, type TrainingSport } from '#shared/sports';
import { NotFoundPage } from '#client/components/status-pages';
import { buttonClasses } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { VideoCard, VideoCardPlaceholder } from '#client/components/video/video-card';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useT } from '#client/lib/i18n/i18n';
import { ReportAction } from '#client/lib/report-action';
import { useDocumentTitle } from '#client/lib/use-document-title';
import type { PageHandle } from '#client/lib/page-prefetch';
import { pageNotFound } from '#client/lib/page-status';
import { sportVideosQueryOptions, useSportVideos } from '../api/get-sport-videos';
import { trainingVideoQueryOptions } from '../api/get-training-video';
import { TrainingVideoPlayer } from '../components/training-video-player';
import { levelNames, sportNames, sportNamesInText } from '../sport-content';

// A video that is not in its sport's library (no such id, or held) is not found (404).
export const handle: PageHandle = {
  prefetch: async ({ queryClient, params, url, userId }) => {
    const id = params.id ?? '';
    const sport = sportOfVideoId(id);
    if (!sport) throw pageNotFound();
    const { locale } = localeOfPath(url.pathname);
    const [library] = await Promise.all([
      queryClient
        .fetchQuery(sportVideosQueryOptions(sport.id, userId, locale))
        .catch(() => undefined),
      queryClient.prefetchQuery(trainingVideoQueryOptions(id, userId, locale)),
    ]);
    if (library && !library.videos.some((video) => video.id === id)) throw pageNotFound();
  },
};

/** /video/{id} and /videos/{id}: one video, the same access rules, the rest of its level. */
export function Component() {
  const { id = '' } = useParams();
  const sport = sportOfVideoId(id);
  if (!sport) return <NotFoundPage />;
  return <VideoPageContent key={id} id={id} sport={sport} />;
}

function VideoPageContent({ id, sport }: { id: string; sport: TrainingSport }) {
  const library = useSportVideos(sport.id);
  const video = library.data?.videos.find((entry) => entry.id === id);

  if (library.isSuccess && !video) return <NotFoundPage />;
  return <VideoView id={id} sport={sport} library={library} video={video} />;
}

function VideoView({
  id,
  sport,
  library,
  video,
}: {
  id: string;
  sport: TrainingSport;
  library: ReturnType<typeof useSportVideos>;
  video: TrainingVideo | undefined;
}) {
  const t = useT();
  const { user } = useAuth();
  const sportName = t(sportNames[sport.id]);
  const sportInText = t(sportNamesInText[sport.id]);
  useDocumentTitle(video?.title ?? t('training.video.title'));
  const levelPath = video
    ? `${sport.path}${video.level === 'basic' ? '' : `?level=${video.level}`}`
    : sport.path;
  const rest = video
    ? library.data!.videos.filter((entry) => entry.level === video.level && entry.id !== id)
    : [];

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <Link
        to={levelPath}
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm font-medium"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('training.video.back', { sport: sportInText })}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {video?.title ?? t('training.video.title')}
      </h1>
      {video ? (
        <p className="text-muted-foreground mt-2">
          {sportName} · {t(levelNames[video.level])} · {video.category} · {video.duration}
        </p>
      ) : null}

      <div className="mt-6">
        <TrainingVideoPlayer
          videoId={id}
          title={video?.title ?? t('training.video.playerTitle')}
          poster={video?.poster}
          srcType={video?.srcType}
        />
      </div>
      {video?.locked ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {user ? (
            <Link to="/pricing" className={buttonClasses()}>
              {t('training.viewPlans')}
            </Link>
          ) : (
            <Link to="/signup" className={buttonClasses()}>
              {t('training.createAccount')}
            </Link>
          )}
        </div>
      ) : null}
      {video ? <p className="mt-6 max-w-3xl text-lg">{video.description}</p> : null}
      {video ? (
        <ReportAction
          targetType="video"
          targetId={video.id}
          targetName={video.title}
          className="mt-3 -ml-1"
        />
      ) : null}

      <section aria-labelledby="more-title" className="mt-12">
        <h2 id="more-title" className="text-xl font-semibold">
          {video
            ? t('training.video.moreOfLevel', {
                level: t(levelNames[video.level]),
                sport: sportInText,
              })
            : t('training.video.more', { sport: sportInText })}
        </h2>
        <ListState
          // a library that failed leaves the list empty: the video above has its own query
          query={{ isPending: library.isPending, error: null }}
          skeleton={
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <VideoCardPlaceholder />
                </li>
              ))}
            </ul>
          }
        >
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((entry) => (
              <li key={entry.id}>
                <VideoCard video={entry} to={`/video/${entry.id}`} />
              </li>
            ))}
          </ul>
        </ListState>
      </section>
    </div>
  );
}
