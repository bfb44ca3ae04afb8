import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { trainingLevelLabels } from '#shared/training/levels';
import { sportOfVideoId, type TrainingSport } from '#shared/sports';
import { buttonClasses } from '#client/components/ui/button';
import { PageIntro } from '#client/components/ui/page-intro';
import { VideoCard, VideoCardPlaceholder } from '#client/components/video/video-card';
import { useAuth } from '#client/lib/auth/auth-provider';
import { ReportAction } from '#client/lib/report-action';
import { useDocumentTitle } from '#client/lib/use-document-title';
import type { PageHandle } from '#client/lib/page-prefetch';
import { sportVideosQueryOptions, useSportVideos } from '../api/get-sport-videos';
import { trainingVideoQueryOptions } from '../api/get-training-video';
import { TrainingVideoPlayer } from '../components/training-video-player';

export const handle: PageHandle = {
  prefetch: ({ queryClient, params, userId }) => {
    const sport = sportOfVideoId(params.id ?? '');
    if (!sport || !params.id) return Promise.resolve();
    return Promise.all([
      queryClient.prefetchQuery(sportVideosQueryOptions(sport.id, userId)),
      queryClient.prefetchQuery(trainingVideoQueryOptions(params.id, userId)),
    ]);
  },
};

/** /video/{id} and /videos/{id}: one video, the same access rules, the rest of its level. */
export function Component() {
  const { id = '' } = useParams();
  const sport = sportOfVideoId(id);
  if (!sport) return <VideoNotFound />;
  return <VideoPageContent key={id} id={id} sport={sport} />;
}

function VideoNotFound() {
  return (
    <PageIntro title="Training Video" description="There is no training video with this id.">
      <Link to="/training-options" className={buttonClasses()}>
        Browse all training
      </Link>
    </PageIntro>
  );
}

function VideoPageContent({ id, sport }: { id: string; sport: TrainingSport }) {
  const { user } = useAuth();
  const library = useSportVideos(sport.id);
  const video = library.data?.videos.find((entry) => entry.id === id);
  useDocumentTitle(video?.title ?? 'Training Video');

  if (library.isSuccess && !video) return <VideoNotFound />;
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
        {sport.name} videos
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {video?.title ?? 'Training Video'}
      </h1>
      {video ? (
        <p className="text-muted-foreground mt-2">
          {sport.name} · {trainingLevelLabels[video.level]} · {video.category} · {video.duration}
        </p>
      ) : null}

      <div className="mt-6">
        <TrainingVideoPlayer
          videoId={id}
          title={video?.title ?? 'Training video'}
          poster={video?.poster}
        />
      </div>
      {video?.locked ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {user ? (
            <Link to="/pricing" className={buttonClasses()}>
              View Plans
            </Link>
          ) : (
            <Link to="/signup" className={buttonClasses()}>
              Create Account for Full Access
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
            ? `More ${trainingLevelLabels[video.level]} ${sport.name} Videos`
            : `More ${sport.name} Videos`}
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {library.isPending
            ? Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <VideoCardPlaceholder />
                </li>
              ))
            : rest.map((entry) => (
                <li key={entry.id}>
                  <VideoCard video={entry} to={`/video/${entry.id}`} />
                </li>
              ))}
        </ul>
      </section>
    </div>
  );
}
