import { ArrowDown, ArrowUp, Film, Pencil, Play, Star, Trash2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatDuration } from '#shared/format-duration';
import {
  HIGHLIGHT_REEL_MAX,
  HIGHLIGHT_TITLE_MAX,
  highlightAccept,
  highlightContentTypeOf,
  highlightFileProblem,
  highlightLimitsText,
  highlightMessages,
} from '#shared/highlight-videos';
import type { HighlightClip } from '#shared/schemas/athletes';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { UploadProgressBar } from '#client/components/upload-progress-bar';
import { VideoPlayer } from '#client/components/video/video-player';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { CaptionsFileControl } from '#client/components/captions-file-control';
import {
  useClipUploaded,
  useDeleteClip,
  useOwnReel,
  useRemoveClipCaptions,
  useReorderReel,
  useSetClipCaptions,
  useUpdateClip,
} from '../api/highlight-reel';
import { UploadCancelledError, uploadHighlightClip } from '../api/upload-highlight-clip';

type Upload = { fileName: string; fraction: number; abort: () => void };

/**
 * The athlete's highlight reel on /player-profile: up to 10 clips, each uploaded with progress
 * and Cancel (checked here for type and size, and again by the server), renamed, featured,
 * moved up and down with buttons, given WebVTT captions, watched in the site's player and
 * deleted after a question. It is saved on its own, apart from the profile form.
 */
export function HighlightReelField({ hasProfile }: { hasProfile: boolean }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" className="grid gap-4 sm:p-8">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Film className="text-primary size-5" aria-hidden />
          Highlight reel
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Up to {HIGHLIGHT_REEL_MAX} clips. {highlightLimitsText} Signed-in coaches and recruiters
          watch them on your athlete page, the featured clip first.
        </p>
      </div>
      {hasProfile ? (
        <ReelEditor />
      ) : (
        <p className="text-muted-foreground text-sm">{highlightMessages.needsProfile}</p>
      )}
    </Card>
  );
}

/** The title a clip gets when none is typed: the file's name without its extension. */
const titleFromFile = (name: string) =>
  (name.replace(/\.[^.]+$/, '').trim() || 'Highlight video').slice(0, HIGHLIGHT_TITLE_MAX);

function ReelEditor() {
  const reel = useOwnReel();
  const uploaded = useClipUploaded();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [watching, setWatching] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const abortRef = useRef<(() => void) | null>(null);

  // Leaving the page stops an upload still on its way.
  useEffect(() => () => abortRef.current?.(), []);

  const announce = (message: string, { focus = true } = {}) => {
    setNotice(message);
    // When the control that was used is gone, the message takes the focus, so it is read out.
    if (focus) requestAnimationFrame(() => noticeRef.current?.focus());
  };

  function start(file: File) {
    setProblem(null);
    setNotice(null);
    const refused = highlightFileProblem(file);
    const contentType = highlightContentTypeOf(file);
    if (refused || !contentType) {
      setProblem(refused);
      return;
    }
    const clipTitle = title.trim() || titleFromFile(file.name);
    const sending = uploadHighlightClip(file, contentType, clipTitle, (fraction) =>
      setUpload((state) => state && { ...state, fraction }),
    );
    abortRef.current = sending.abort;
    setUpload({ fileName: file.name, fraction: 0, abort: sending.abort });
    sending.done
      .then(
        async (clip) => {
          await uploaded(clip);
          setTitle('');
          setWatching(clip.id);
          announce(
            clip.status === 'processing'
              ? `Uploaded "${clip.title}". It is being processed and appears on your page once it is ready.`
              : `"${clip.title}" is added to your highlight reel.`,
          );
        },
        (error: unknown) => {
          if (error instanceof UploadCancelledError) {
            announce('Upload cancelled. Nothing was changed.');
          } else {
            setProblem(errorMessage(error, 'The video could not be uploaded. Please try again.'));
          }
        },
      )
      .finally(() => {
        abortRef.current = null;
        setUpload(null);
      });
  }

  const clips = reel.data?.clips ?? [];
  const shown = clips.find((clip) => clip.id === watching) ?? clips[0];

  if (reel.isPending) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading your highlight reel...
      </p>
    );
  }
  if (reel.error) {
    return (
      <Alert tone="error" title="Your highlight reel could not be loaded.">
        {reel.error.message}
      </Alert>
    );
  }

  return (
    <div className="grid gap-4">
      {shown ? <ClipPreview clip={shown} /> : null}
      {clips.length > 0 ? (
        <ol aria-label="Your clips" className="grid gap-2">
          {clips.map((clip, index) => (
            <ClipRow
              key={clip.id}
              clip={clip}
              index={index}
              clips={clips}
              watching={clip.id === shown?.id}
              onWatch={() => setWatching(clip.id)}
              onProblem={setProblem}
              announce={announce}
            />
          ))}
        </ol>
      ) : (
        <p className="text-muted-foreground text-sm">
          No clips yet. Add your best plays: the first one becomes your featured clip.
        </p>
      )}
      {upload ? (
        <UploadProgress upload={upload} />
      ) : clips.length >= HIGHLIGHT_REEL_MAX ? (
        <p className="text-muted-foreground text-sm">{highlightMessages.reelFull}</p>
      ) : (
        <div className="border-border grid gap-3 rounded-lg border border-dashed p-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <label className="grid gap-1 text-sm font-medium">
            Clip title
            <Input
              value={title}
              maxLength={HIGHLIGHT_TITLE_MAX}
              placeholder="For example: Junior season, 3-pointers"
              onChange={(event) => setTitle(event.target.value)}
            />
            <span className="text-muted-foreground text-xs font-normal">
              Optional: the file name is used otherwise. {clips.length} of {HIGHLIGHT_REEL_MAX}{' '}
              clips.
            </span>
          </label>
          <FilePicker
            label={clips.length === 0 ? 'Add a highlight video' : 'Add a clip'}
            onFile={start}
          />
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      <p
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className={cn('text-sm outline-none', notice ? 'text-muted-foreground' : 'sr-only')}
      >
        {notice}
      </p>
    </div>
  );
}

function ClipRow({
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
  announce: (message: string, options?: { focus?: boolean }) => void;
}) {
  const update = useUpdateClip();
  const reorder = useReorderReel();
  const remove = useDeleteClip();
  const setCaptions = useSetClipCaptions();
  const removeCaptions = useRemoveClipCaptions();
  const [mode, setMode] = useState<'idle' | 'renaming' | 'deleting'>('idle');
  const [draft, setDraft] = useState(clip.title);
  const rowRef = useRef<HTMLLIElement>(null);
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
      announce(`Moved "${clip.title}" to place ${place} of ${clips.length}.`, { focus: false });
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
      onProblem(errorMessage(error, 'The order could not be saved. Please try again.'));
    }
  }

  async function feature() {
    onProblem(null);
    try {
      await update.mutateAsync({ id: clip.id, featured: true });
      announce(`"${clip.title}" is now your featured clip.`);
    } catch (error) {
      onProblem(errorMessage(error, 'The clip could not be featured. Please try again.'));
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    onProblem(null);
    try {
      const { clip: saved } = await update.mutateAsync({ id: clip.id, title: draft });
      setMode('idle');
      announce(`Renamed to "${saved.title}".`, { focus: false });
      focusIn('rename');
    } catch (error) {
      onProblem(errorMessage(error, 'The title could not be saved. Please try again.'));
    }
  }

  async function confirmDelete() {
    onProblem(null);
    try {
      await remove.mutateAsync(clip.id);
      announce(`"${clip.title}" is deleted.`);
    } catch (error) {
      onProblem(errorMessage(error, 'The clip could not be deleted. Please try again.'));
    }
  }

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
            <Star className="size-3" aria-hidden /> Featured
          </Badge>
        ) : null}
        {clip.status === 'processing' ? <Badge tone="info">Processing</Badge> : null}
        {clip.status === 'failed' ? <Badge tone="danger">Could not be processed</Badge> : null}
        {clip.durationSeconds ? (
          <span className="text-muted-foreground text-sm tabular-nums">
            {formatDuration(clip.durationSeconds)}
          </span>
        ) : null}
      </div>
      {mode === 'renaming' ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void rename(event)}>
          <label className="grid min-w-48 flex-1 gap-1 text-sm font-medium">
            New title for {clip.title}
            <Input
              value={draft}
              autoFocus
              required
              maxLength={HIGHLIGHT_TITLE_MAX}
              onChange={(event) => setDraft(event.target.value)}
            />
          </label>
          <Button type="submit" size="sm" disabled={busy}>
            {update.isPending ? 'Saving...' : 'Save title'}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setMode('idle');
              setDraft(clip.title);
              focusIn('rename');
            }}
          >
            Cancel
          </Button>
        </form>
      ) : mode === 'deleting' ? (
        <div role="group" aria-label={`Delete ${clip.title}?`} className="grid gap-2">
          <p className="text-sm font-medium">
            Delete “{clip.title}”? Coaches and recruiters will no longer see it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={busy} onClick={() => void confirmDelete()}>
              <Trash2 className="size-4" aria-hidden />
              {remove.isPending ? 'Deleting...' : 'Delete clip'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              autoFocus
              disabled={busy}
              onClick={() => {
                setMode('idle');
                focusIn('delete');
              }}
            >
              Keep it
            </Button>
          </div>
        </div>
      ) : (
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
            onClick={() => {
              setDraft(clip.title);
              setMode('renaming');
            }}
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
              onClick={() => void feature()}
            >
              <Star className="size-4" aria-hidden />
              Feature
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            data-action="up"
            disabled={busy || index === 0}
            aria-label={`Move ${clip.title} up`}
            onClick={() => void move(-1)}
          >
            <ArrowUp className="size-4" aria-hidden />
            Up
          </Button>
          <Button
            size="sm"
            variant="secondary"
            data-action="down"
            disabled={busy || index === clips.length - 1}
            aria-label={`Move ${clip.title} down`}
            onClick={() => void move(1)}
          >
            <ArrowDown className="size-4" aria-hidden />
            Down
          </Button>
          <Button
            size="sm"
            variant="secondary"
            data-action="delete"
            aria-label={`Delete ${clip.title}`}
            onClick={() => {
              onProblem(null);
              setMode('deleting');
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
        </div>
      )}
      {mode === 'idle' ? (
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

function FilePicker({ label, onFile }: { label: string; onFile: (file: File) => void }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={buttonClasses({
        className:
          'has-[:focus-visible]:ring-primary/40 cursor-pointer has-[:focus-visible]:ring-3',
      })}
    >
      <Upload className="size-4" aria-hidden />
      {label}
      <input
        id={id}
        type="file"
        accept={highlightAccept}
        className="sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
    </label>
  );
}

function UploadProgress({ upload }: { upload: Upload }) {
  const percent = Math.round(upload.fraction * 100);
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate">Uploading {upload.fileName}</span>
        <span className="shrink-0 font-medium tabular-nums">{percent}%</span>
      </div>
      <UploadProgressBar label="Uploading highlight video" fraction={upload.fraction} />
      <div>
        <Button variant="secondary" size="sm" autoFocus onClick={upload.abort}>
          <X className="size-4" aria-hidden />
          Cancel upload
        </Button>
      </div>
    </div>
  );
}

function ClipPreview({ clip }: { clip: HighlightClip }) {
  if (clip.status === 'ready' && clip.url) {
    return (
      <VideoPlayer
        key={`${clip.id} ${clip.captionsUrl ?? ''}`}
        src={clip.url}
        srcType={clip.srcType}
        title={`Your highlight: ${clip.title}`}
        captions={clip.captionsUrl}
      />
    );
  }
  if (clip.status === 'processing') {
    return (
      <div
        role="status"
        className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-black p-6 text-center text-white"
      >
        <span
          aria-hidden
          className="block size-10 animate-spin rounded-full border-4 border-white/25 border-t-white"
        />
        <p className="font-medium">Processing your video…</p>
        <p className="text-sm text-white/75">
          This can take a few minutes. It appears on your athlete page once it is ready.
        </p>
      </div>
    );
  }
  return (
    <Alert tone="error" title={`"${clip.title}" could not be processed.`}>
      Delete it and upload it again, or choose another file.
    </Alert>
  );
}
