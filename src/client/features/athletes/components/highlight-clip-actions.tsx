import { ArrowDown, ArrowUp, Pencil, Play, Star, Trash2 } from 'lucide-react';
import type { HighlightClip } from '#shared/schemas/athletes';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A clip's buttons in the reel, each named with the clip's title. `data-action` marks those the
 * row puts the focus back on once the form or question they opened is gone.
 */
export function HighlightClipActions({
  clip,
  watching,
  busy,
  first,
  last,
  onWatch,
  onRename,
  onFeature,
  onMove,
  onDelete,
}: {
  clip: HighlightClip;
  watching: boolean;
  busy: boolean;
  first: boolean;
  last: boolean;
  onWatch: () => void;
  onRename: () => void;
  onFeature: () => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const title = clip.title;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={watching}
        aria-label={t('playerProfile.clip.watchLabel', { title })}
        onClick={onWatch}
      >
        <Play className="size-4" aria-hidden />
        {t('playerProfile.clip.watch')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        data-action="rename"
        aria-label={t('playerProfile.clip.renameLabel', { title })}
        onClick={onRename}
      >
        <Pencil className="size-4" aria-hidden />
        {t('playerProfile.clip.rename')}
      </Button>
      {clip.featured ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={t('playerProfile.clip.featureLabel', { title })}
          onClick={onFeature}
        >
          <Star className="size-4" aria-hidden />
          {t('playerProfile.clip.feature')}
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        data-action="up"
        disabled={busy || first}
        aria-label={t('playerProfile.clip.upLabel', { title })}
        onClick={() => onMove(-1)}
      >
        <ArrowUp className="size-4" aria-hidden />
        {t('playerProfile.clip.up')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        data-action="down"
        disabled={busy || last}
        aria-label={t('playerProfile.clip.downLabel', { title })}
        onClick={() => onMove(1)}
      >
        <ArrowDown className="size-4" aria-hidden />
        {t('playerProfile.clip.down')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        data-action="delete"
        aria-label={t('playerProfile.clip.deleteButtonLabel', { title })}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
        {t('playerProfile.clip.deleteButton')}
      </Button>
    </div>
  );
}
