import { ArrowDown, ArrowUp, Pencil, Play, Star, Trash2 } from 'lucide-react';
import type { HighlightClip } from '#shared/schemas/athletes';
import { Button } from '#client/components/ui/button';

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
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={watching}
        aria-label={`Watch ${clip.title}`}
        onClick={onWatch}
      >
        <Play className="size-4" aria-hidden />
        Watch
      </Button>
      <Button
        size="sm"
        variant="secondary"
        data-action="rename"
        aria-label={`Rename ${clip.title}`}
        onClick={onRename}
      >
        <Pencil className="size-4" aria-hidden />
        Rename
      </Button>
      {clip.featured ? null : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={`Feature ${clip.title}`}
          onClick={onFeature}
        >
          <Star className="size-4" aria-hidden />
          Feature
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        data-action="up"
        disabled={busy || first}
        aria-label={`Move ${clip.title} up`}
        onClick={() => onMove(-1)}
      >
        <ArrowUp className="size-4" aria-hidden />
        Up
      </Button>
      <Button
        size="sm"
        variant="secondary"
        data-action="down"
        disabled={busy || last}
        aria-label={`Move ${clip.title} down`}
        onClick={() => onMove(1)}
      >
        <ArrowDown className="size-4" aria-hidden />
        Down
      </Button>
      <Button
        size="sm"
        variant="secondary"
        data-action="delete"
        aria-label={`Delete ${clip.title}`}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
        Delete
      </Button>
    </div>
  );
}
