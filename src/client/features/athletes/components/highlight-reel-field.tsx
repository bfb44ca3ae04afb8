import { Film, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
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
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { UploadProgressBar } from '#client/components/upload-progress-bar';
import { VideoPlayer } from '#client/components/video/video-player';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useShownText, useT, type Translate } from '#client/lib/i18n/i18n';
import { useClipUploaded, useOwnReel } from '../api/highlight-reel';
import { UploadCancelledError, uploadHighlightClip } from '../api/upload-highlight-clip';
import { HighlightClipRow } from './highlight-clip-row';

type Upload = { fileName: string; fraction: number; abort: () => void };

/**
 * The athlete's highlight reel on /player-profile: up to 10 clips, each uploaded with progress
 * and Cancel (checked here for type and size, and again by the server), renamed, featured,
 * moved up and down with buttons, given WebVTT captions, watched in the site's player and
 * deleted after a question. It is saved on its own, apart from the profile form.
 */
export function HighlightReelField({ hasProfile }: { hasProfile: boolean }) {
  const t = useT();
  const shown = useShownText();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" className="grid gap-4 sm:p-8">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
          <Film className="text-primary size-5" aria-hidden />
          {t('playerProfile.reel.title')}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {t('playerProfile.reel.intro', {
            max: HIGHLIGHT_REEL_MAX,
            limits: shown(highlightLimitsText),
          })}
        </p>
      </div>
      {hasProfile ? (
        <ReelEditor />
      ) : (
        <p className="text-muted-foreground text-sm">{shown(highlightMessages.needsProfile)}</p>
      )}
    </Card>
  );
}

/** The title a clip gets when none is typed: the file's name without its extension. */
const titleFromFile = (t: Translate, name: string) =>
  (name.replace(/\.[^.]+$/, '').trim() || t('playerProfile.reel.defaultTitle')).slice(
    0,
    HIGHLIGHT_TITLE_MAX,
  );

function ReelEditor() {
  const t = useT();
  const shownText = useShownText();
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
      setProblem(refused && shownText(refused));
      return;
    }
    const clipTitle = title.trim() || titleFromFile(t, file.name);
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
              ? t('playerProfile.reel.uploadedProcessing', { title: clip.title })
              : t('playerProfile.reel.added', { title: clip.title }),
          );
        },
        (error: unknown) => {
          if (error instanceof UploadCancelledError) {
            announce(t('playerProfile.reel.uploadCancelled'));
          } else {
            setProblem(shownText(errorMessage(error, t('playerProfile.reel.uploadFailed'))));
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

  return (
    <ListState
      query={reel}
      compact
      loading={t('playerProfile.reel.loading')}
      errorTitle={t('playerProfile.reel.loadFailed')}
    >
      <div className="grid gap-4">
        {shown ? <ClipPreview clip={shown} /> : null}
        {clips.length > 0 ? (
          <ol aria-label={t('playerProfile.reel.clips')} className="grid gap-2">
            {clips.map((clip, index) => (
              <HighlightClipRow
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
          <p className="text-muted-foreground text-sm">{t('playerProfile.reel.empty')}</p>
        )}
        {upload ? (
          <UploadProgress upload={upload} />
        ) : clips.length >= HIGHLIGHT_REEL_MAX ? (
          <p className="text-muted-foreground text-sm">{shownText(highlightMessages.reelFull)}</p>
        ) : (
          <div className="border-border grid gap-3 rounded-lg border border-dashed p-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <label className="grid gap-1 text-sm font-medium">
              {t('playerProfile.reel.clipTitle')}
              <Input
                value={title}
                maxLength={HIGHLIGHT_TITLE_MAX}
                placeholder={t('playerProfile.reel.clipTitleExample')}
                onChange={(event) => setTitle(event.target.value)}
              />
              <span className="text-muted-foreground text-xs font-normal">
                {t('playerProfile.reel.clipTitleHint', {
                  count: clips.length,
                  max: HIGHLIGHT_REEL_MAX,
                })}
              </span>
            </label>
            <FilePicker
              label={
                clips.length === 0 ? t('playerProfile.reel.addFirst') : t('playerProfile.reel.add')
              }
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
    </ListState>
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
  const t = useT();
  const percent = `${Math.round(upload.fraction * 100)}%`;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate">
          {t('playerProfile.reel.uploading', { fileName: upload.fileName })}
        </span>
        <span className="shrink-0 font-medium tabular-nums">{percent}</span>
      </div>
      <UploadProgressBar
        label={t('playerProfile.reel.uploadingLabel')}
        fraction={upload.fraction}
      />
      <div>
        <Button variant="secondary" size="sm" autoFocus onClick={upload.abort}>
          <X className="size-4" aria-hidden />
          {t('playerProfile.reel.cancelUpload')}
        </Button>
      </div>
    </div>
  );
}

function ClipPreview({ clip }: { clip: HighlightClip }) {
  const t = useT();
  if (clip.status === 'ready' && clip.url) {
    return (
      <VideoPlayer
        key={`${clip.id} ${clip.captionsUrl ?? ''}`}
        src={clip.url}
        srcType={clip.srcType}
        title={t('playerProfile.reel.playerTitle', { title: clip.title })}
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
        <p className="font-medium">{t('playerProfile.reel.processing')}</p>
        <p className="text-sm text-white/75">{t('playerProfile.reel.processingNote')}</p>
      </div>
    );
  }
  return (
    <Alert tone="error" title={t('playerProfile.reel.failed', { title: clip.title })}>
      {t('playerProfile.reel.failedNote')}
    </Alert>
  );
}
