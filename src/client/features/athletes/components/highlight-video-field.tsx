import { Film, Trash2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  highlightAccept,
  highlightContentTypeOf,
  highlightFileProblem,
  highlightLimitsText,
} from '#shared/highlight-videos';
import type { HighlightVideo } from '#shared/schemas/athletes';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { VideoPlayer } from '#client/components/video/video-player';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useDeleteHighlight, useHighlightUploaded, useOwnHighlight } from '../api/highlight-video';
import { UploadCancelledError, uploadHighlightVideo } from '../api/upload-highlight-video';

type Upload = { fileName: string; fraction: number; abort: () => void };

/**
 * The athlete's highlight video on /player-profile: choose a file (checked here for type and
 * size, and again by the server), watch it upload with Cancel, then see it in the site's player
 * with Replace and Delete. It is saved on its own, apart from the profile form.
 */
export function HighlightVideoField({ hasProfile }: { hasProfile: boolean }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" className="grid gap-4 sm:p-8">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Film className="text-primary size-5" aria-hidden />
          Highlight video
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {highlightLimitsText} Signed-in coaches and recruiters watch it on your athlete page.
        </p>
      </div>
      {hasProfile ? (
        <HighlightEditor />
      ) : (
        <p className="text-muted-foreground text-sm">
          Save your athlete profile first, then add a highlight video.
        </p>
      )}
    </Card>
  );
}

function HighlightEditor() {
  const current = useOwnHighlight();
  const uploaded = useHighlightUploaded();
  const remove = useDeleteHighlight();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<(() => void) | null>(null);

  // Leaving the page stops an upload still on its way.
  useEffect(() => () => abortRef.current?.(), []);

  const announce = (message: string) => {
    setNotice(message);
    // The control that was used is gone: the message takes the focus, so it is read out.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  function start(file: File) {
    setProblem(null);
    setNotice(null);
    setConfirming(false);
    const refused = highlightFileProblem(file);
    const contentType = highlightContentTypeOf(file);
    if (refused || !contentType) {
      setProblem(refused);
      return;
    }
    const sending = uploadHighlightVideo(file, contentType, (fraction) =>
      setUpload((state) => state && { ...state, fraction }),
    );
    abortRef.current = sending.abort;
    setUpload({ fileName: file.name, fraction: 0, abort: sending.abort });
    sending.done
      .then(
        async (video) => {
          await uploaded(video);
          announce(
            video.status === 'processing'
              ? 'Uploaded. Your video is being processed and appears on your page once it is ready.'
              : 'Your highlight video is uploaded.',
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

  async function confirmDelete() {
    setProblem(null);
    try {
      await remove.mutateAsync();
      setConfirming(false);
      announce('Your highlight video is deleted.');
    } catch (error) {
      setProblem(errorMessage(error, 'The video could not be deleted. Please try again.'));
    }
  }

  const video = current.data?.highlightVideo ?? null;

  let body;
  if (upload) {
    body = <UploadProgress upload={upload} />;
  } else if (current.isPending) {
    body = (
      <p role="status" className="text-muted-foreground text-sm">
        Loading your highlight video...
      </p>
    );
  } else if (current.error) {
    body = (
      <Alert tone="error" title="Your highlight video could not be loaded.">
        {current.error.message}
      </Alert>
    );
  } else {
    body = (
      <>
        {video ? <CurrentVideo video={video} /> : null}
        {confirming ? (
          <div
            role="group"
            aria-labelledby="highlight-delete-question"
            className="border-border grid gap-3 rounded-lg border p-4"
          >
            <p id="highlight-delete-question" className="font-medium">
              Delete your highlight video? Coaches and recruiters will no longer see it.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                className="bg-red-600 text-white hover:bg-red-700"
                variant="plain"
                disabled={remove.isPending}
                onClick={() => void confirmDelete()}
              >
                <Trash2 className="size-4" aria-hidden />
                {remove.isPending ? 'Deleting...' : 'Delete video'}
              </Button>
              <Button
                variant="secondary"
                autoFocus
                disabled={remove.isPending}
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => deleteRef.current?.focus());
                }}
              >
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <FilePicker label={video ? 'Replace video' : 'Add a highlight video'} onFile={start} />
            {video ? (
              <button
                ref={deleteRef}
                type="button"
                className={buttonClasses({ variant: 'secondary' })}
                onClick={() => {
                  setNotice(null);
                  setConfirming(true);
                }}
              >
                <Trash2 className="size-4" aria-hidden />
                Delete
              </button>
            ) : null}
          </div>
        )}
      </>
    );
  }

  return (
    <div className="grid gap-4">
      {body}
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
      <div
        role="progressbar"
        aria-label="Uploading highlight video"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-muted h-2.5 overflow-hidden rounded-full"
      >
        <div className="bg-primary h-full transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <div>
        <Button variant="secondary" size="sm" autoFocus onClick={upload.abort}>
          <X className="size-4" aria-hidden />
          Cancel upload
        </Button>
      </div>
    </div>
  );
}

function CurrentVideo({ video }: { video: HighlightVideo }) {
  if (video.status === 'ready' && video.url) {
    return <VideoPlayer src={video.url} srcType={video.srcType} title="Your highlight video" />;
  }
  if (video.status === 'processing') {
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
    <Alert tone="error" title="Your video could not be processed.">
      Upload it again, or choose another file.
    </Alert>
  );
}
