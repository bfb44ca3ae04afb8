import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TrainingVideo } from '#shared/schemas/training';
import { defaultTrainingLevel, isTrainingLevel, type TrainingLevel } from '#shared/training/levels';

type LibraryNavigation = { fromLibrary?: boolean } | null;

/**
 * The level tab and the picked video of a sport's library, kept in the address
 * (?level=…&video=…): a level the sport lacks reads as the default one. Opening a video is a new
 * entry in the history, so the browser's Back closes it as Back on the page does.
 */
export function useLibraryAddress(levels: readonly TrainingLevel[]) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();

  const levelParam = params.get('level');
  const level: TrainingLevel =
    isTrainingLevel(levelParam) && levels.includes(levelParam) ? levelParam : defaultTrainingLevel;

  const selectLevel = (next: TrainingLevel) =>
    setParams(next === defaultTrainingLevel ? {} : { level: next }, {
      replace: true,
      preventScrollReset: true,
    });

  const openVideo = (video: TrainingVideo) => {
    const search = new URLSearchParams(level === defaultTrainingLevel ? {} : { level });
    search.set('video', video.id);
    navigate({ search: `?${search}` }, { state: { fromLibrary: true }, preventScrollReset: true });
  };

  const closeVideo = () => {
    if ((location.state as LibraryNavigation)?.fromLibrary) {
      navigate(-1);
    } else {
      setParams(level === defaultTrainingLevel ? {} : { level }, {
        replace: true,
        preventScrollReset: true,
      });
    }
  };

  return { level, selectedId: params.get('video'), selectLevel, openVideo, closeVideo };
}
