import { useState, type FormEvent, type RefObject } from 'react';
import type { HighlightClip } from '#shared/schemas/athletes';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useDeleteClip, useReorderReel, useUpdateClip } from '../api/highlight-reel';

/** Says what was done in the reel's status line; `focus: false` leaves the focus where it is. */
export type Announce = (message: string, options?: { focus?: boolean }) => void;

/**
 * One clip of the reel as its row edits it: renaming, the question before deleting, featuring
 * and moving, each saved at once. Problems go to the reel's error line through `onProblem`.
 */
export function useHighlightClip({
  rowRef,
  clip,
  index,
  clips,
  onProblem,
  announce,
}: {
  /** the row, where focus goes back to a button once what replaced it is gone */
  rowRef: RefObject<HTMLLIElement | null>;
  clip: HighlightClip;
  index: number;
  clips: HighlightClip[];
  onProblem: (message: string | null) => void;
  announce: Announce;
}) {
  const t = useT();
  const shown = useShownText();
  /** A failure's words in the page's language, or `fallback` when it carries none. */
  const problem = (error: unknown, fallback: string) => shown(errorMessage(error, fallback));
  const update = useUpdateClip();
  const reorder = useReorderReel();
  const remove = useDeleteClip();
  const [mode, setMode] = useState<'idle' | 'renaming' | 'deleting'>('idle');
  const [draft, setDraft] = useState(clip.title);
  const focusIn = (name: string) =>
    requestAnimationFrame(() =>
      rowRef.current?.querySelector<HTMLElement>(`[data-action="${name}"]:not(:disabled)`)?.focus(),
    );
  const busy = update.isPending || reorder.isPending || remove.isPending;

  async function move(step: -1 | 1) {
    onProblem(null);
    const ids = clips.map((one) => one.id);
    ids.splice(index, 1);
    ids.splice(index + step, 0, clip.id);
    try {
      await reorder.mutateAsync(ids);
      const place = index + step + 1;
      announce(t('playerProfile.clip.moved', { title: clip.title, place, count: clips.length }), {
        focus: false,
      });
      // The button used may now be disabled (first or last place): the other one takes focus.
      focusIn(
        (step < 0 && place === 1) || (step > 0 && place === clips.length)
          ? step < 0
            ? 'down'
            : 'up'
          : step < 0
            ? 'up'
            : 'down',
      );
    } catch (error) {
      onProblem(problem(error, t('playerProfile.clip.moveFailed')));
    }
  }

  async function feature() {
    onProblem(null);
    try {
      await update.mutateAsync({ id: clip.id, featured: true });
      announce(t('playerProfile.clip.nowFeatured', { title: clip.title }));
    } catch (error) {
      onProblem(problem(error, t('playerProfile.clip.featureFailed')));
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    onProblem(null);
    try {
      const { clip: saved } = await update.mutateAsync({ id: clip.id, title: draft });
      setMode('idle');
      announce(t('playerProfile.clip.renamed', { title: saved.title }), { focus: false });
      focusIn('rename');
    } catch (error) {
      onProblem(problem(error, t('playerProfile.clip.renameFailed')));
    }
  }

  async function confirmDelete() {
    onProblem(null);
    try {
      await remove.mutateAsync(clip.id);
      announce(t('playerProfile.clip.deleted', { title: clip.title }));
    } catch (error) {
      onProblem(problem(error, t('playerProfile.clip.deleteFailed')));
    }
  }

  return {
    mode,
    draft,
    setDraft,
    busy,
    saving: update.isPending,
    deleting: remove.isPending,
    move,
    feature,
    rename,
    confirmDelete,
    startRenaming: () => {
      setDraft(clip.title);
      setMode('renaming');
    },
    cancelRenaming: () => {
      setMode('idle');
      setDraft(clip.title);
      focusIn('rename');
    },
    askDelete: () => {
      onProblem(null);
      setMode('deleting');
    },
    keepClip: () => {
      setMode('idle');
      focusIn('delete');
    },
  };
}
