import { Star, Trash2 } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { formatDuration } from '#shared/format-duration';
import { HIGHLIGHT_TITLE_MAX } from '#shared/highlight-videos';
import type { HighlightClip } from '#shared/schemas/athletes';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { CaptionsFileControl } from '#client/components/captions-file-control';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { useRemoveClipCaptions, useSetClipCaptions } from '../api/highlight-reel';
import { HighlightClipActions } from './highlight-clip-actions';
import { useHighlightClip, type Announce } from './use-highlight-clip';

/**
 * One clip of the reel: its place, title and state, then its buttons, or in their place the
 * form that renames it or the question before deleting it, and its captions.
 */
export function HighlightClipRow({
  clip,
  index,
  clips,
  watching,
  onWatch,
  onProblem,
  announce,
}: {
  clip: HighlightClip;
  index: number;
  clips: HighlightClip[];
  watching: boolean;
  onWatch: () => void;
  onProblem: (message: string | null) => void;
  announce: Announce;
}) {
  const t = useT();
  const rowRef = useRef<HTMLLIElement>(null);
  const row = useHighlightClip({ rowRef, clip, index, clips, onProblem, announce });
  const setCaptions = useSetClipCaptions();
  const removeCaptions = useRemoveClipCaptions();

  return (
    <li
      ref={rowRef}
      className={cn(
        'border-border grid gap-3 rounded-lg border p-3',
        watching && 'border-primary/60 bg-primary/5',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground w-6 text-sm tabular-nums">{index + 1}.</span>
        <span className="min-w-0 flex-1 font-medium break-words">{clip.title}</span>
        {clip.featured ? (
          <Badge tone="accent">
            <Star className="size-3" aria-hidden /> {t('playerProfile.clip.featured')}
          </Badge>
        ) : null}
        {clip.status === 'processing' ? (
          <Badge tone="info">{t('playerProfile.clip.processing')}</Badge>
        ) : null}
        {clip.status === 'failed' ? (
          <Badge tone="danger">{t('playerProfile.clip.failed')}</Badge>
        ) : null}
        {clip.durationSeconds ? (
          <span className="text-muted-foreground text-sm tabular-nums">
            {formatDuration(clip.durationSeconds)}
          </span>
        ) : null}
      </div>
      {row.mode === 'renaming' ? (
        <RenameForm
          title={clip.title}
          draft={row.draft}
          busy={row.busy}
          saving={row.saving}
          onDraft={row.setDraft}
          onSubmit={(event) => void row.rename(event)}
          onCancel={row.cancelRenaming}
        />
      ) : row.mode === 'deleting' ? (
        <DeleteQuestion
          title={clip.title}
          busy={row.busy}
          deleting={row.deleting}
          onDelete={() => void row.confirmDelete()}
          onKeep={row.keepClip}
        />
      ) : (
        <HighlightClipActions
          clip={clip}
          watching={watching}
          busy={row.busy}
          first={index === 0}
          last={index === clips.length - 1}
          onWatch={onWatch}
          onRename={row.startRenaming}
          onFeature={() => void row.feature()}
          onMove={(step) => void row.move(step)}
          onDelete={row.askDelete}
        />
      )}
      {row.mode === 'idle' ? (
        <CaptionsFileControl
          name={clip.title}
          hasCaptions={clip.captionsUrl !== null}
          onUpload={(vtt) => setCaptions.mutateAsync({ id: clip.id, vtt })}
          onRemove={() => removeCaptions.mutateAsync(clip.id)}
          onProblem={onProblem}
          announce={(message) => announce(message, { focus: false })}
        />
      ) : null}
    </li>
  );
}

function RenameForm({
  title,
  draft,
  busy,
  saving,
  onDraft,
  onSubmit,
  onCancel,
}: {
  title: string;
  draft: string;
  busy: boolean;
  saving: boolean;
  onDraft: (draft: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={onSubmit}>
      <label className="grid min-w-48 flex-1 gap-1 text-sm font-medium">
        {t('playerProfile.clip.newTitle', { title })}
        <Input
          value={draft}
          autoFocus
          required
          maxLength={HIGHLIGHT_TITLE_MAX}
          onChange={(event) => onDraft(event.target.value)}
        />
      </label>
      <Button type="submit" size="sm" disabled={busy}>
        {saving ? t('playerProfile.clip.saving') : t('playerProfile.clip.saveTitle')}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
        {t('playerProfile.clip.cancel')}
      </Button>
    </form>
  );
}

function DeleteQuestion({
  title,
  busy,
  deleting,
  onDelete,
  onKeep,
}: {
  title: string;
  busy: boolean;
  deleting: boolean;
  onDelete: () => void;
  onKeep: () => void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('playerProfile.clip.deleteLabel', { title })}
      className="grid gap-2"
    >
      <p className="text-sm font-medium">{t('playerProfile.clip.deleteQuestion', { title })}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="danger" disabled={busy} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden />
          {deleting ? t('playerProfile.clip.deleting') : t('playerProfile.clip.delete')}
        </Button>
        <Button size="sm" variant="secondary" autoFocus disabled={busy} onClick={onKeep}>
          {t('playerProfile.clip.keep')}
        </Button>
      </div>
    </div>
  );
}
