import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#client/lib/toast';
import { ListState } from '#client/components/ui/list-state';
import { VideoCard, VideoCardPlaceholder } from '#client/components/video/video-card';
import type VideoModal from '#client/components/video/video-modal';
import { useT } from '#client/lib/i18n/i18n';
import { loadOnce } from '#client/lib/load-once';
import type { HomeTrainingVideos } from '../home-training-videos';

// The modal (its dialog code and the player) is fetched when a card is pointed at, focused or
// opened, not with the home page.
const videoModal = loadOnce(() =>
  import('#client/components/video/video-modal').then((module) => module.default),
);
const preloadModal = () => void videoModal.load().catch(() => undefined);

type ModalNavigation = { videoModal?: boolean } | null;

/**
 * Home's Basketball Training section (docs/product.md#site-pages): four video cards. A card the
 * visitor may play opens it in a modal (?play=… in the address, so Back closes it); a locked one
 * links to its video page.
 */
export function BasketballTrainingSection({ videos }: { videos: HomeTrainingVideos }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const playing = videos.data?.find((video) => video.id === params.get('play') && video.src);

  const open = (id: string) =>
    navigate(
      { search: `?play=${encodeURIComponent(id)}` },
      {
        state: { videoModal: true },
        preventScrollReset: true,
      },
    );
  const close = () => {
    if ((location.state as ModalNavigation)?.videoModal) navigate(-1);
    else setParams({}, { replace: true, preventScrollReset: true });
  };

  // However the modal closed (button, Escape, Back), focus goes back to its card.
  const lastOpened = useRef<string | null>(null);
  const playingId = playing?.id ?? null;
  useEffect(() => {
    if (playingId) {
      lastOpened.current = playingId;
      return;
    }
    const id = lastOpened.current;
    lastOpened.current = null;
    if (id) document.querySelector<HTMLElement>(`[data-video-id="${id}"]`)?.focus();
  }, [playingId]);

  return (
    <section aria-labelledby="home-training-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="home-training-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('homeMore.training.title')}
          </h2>
          <p className="text-muted-foreground mt-2">{t('homeMore.training.lead')}</p>
        </div>
        <Link
          to="/videos"
          className="text-primary inline-flex items-center gap-1 text-sm font-semibold hover:underline"
        >
          {t('homeMore.training.viewAll')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>

      <ListState
        query={videos}
        skeleton={
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <VideoCardPlaceholder />
              </li>
            ))}
          </ul>
        }
        // a quiet sentence: the home page goes on without the videos
        renderError={() => (
          <p className="text-muted-foreground mt-8">{t('homeMore.training.loadError')}</p>
        )}
      >
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {(videos.data ?? []).map((video) => (
            <li key={video.id}>
              {video.src ? (
                <div className="h-full" onPointerEnter={preloadModal} onFocus={preloadModal}>
                  <VideoCard video={video} showLevel onPlay={() => open(video.id)} />
                </div>
              ) : (
                <VideoCard video={video} showLevel to={`/video/${video.id}`} />
              )}
            </li>
          ))}
        </ul>
      </ListState>

      {playing ? (
        <LoadedVideoModal video={playing} onClose={close} onRetry={() => void videos.refetch()} />
      ) : null}
    </section>
  );
}

function LoadedVideoModal(props: Parameters<typeof VideoModal>[0]) {
  const [Modal, setModal] = useState(() => videoModal.get());
  const { onClose } = props;
  const t = useT();
  // A string, not the function (a new one each render), so the effect does not run again.
  const openError = t('homeMore.training.openError');
  useEffect(() => {
    if (Modal) return;
    let active = true;
    videoModal.load().then(
      (loaded) => active && setModal(() => loaded),
      () => {
        if (!active) return;
        toast.error(openError);
        onClose();
      },
    );
    return () => {
      active = false;
    };
  }, [Modal, onClose, openError]);
  return Modal ? <Modal {...props} /> : null;
}
