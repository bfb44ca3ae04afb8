import { Captions, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { WEBVTT_MAX_BYTES, webvttAccept, webvttMessages, webvttProblem } from '#shared/webvtt';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';

/**
 * A video's WebVTT captions as its owner manages them (docs/product.md#captions-upload): "Add
 * captions", or "Captions added" with "Replace captions" and "Remove captions". Each is an
 * ordinary button; adding and replacing open a file picker kept out of sight. The file is checked
 * here before it is sent (the server checks it again) and read as text: `onUpload` sends it.
 * Problems go to the caller's error area through `onProblem`; `announce` says what was done.
 */
export function CaptionsFileControl({
  name,
  hasCaptions,
  onUpload,
  onRemove,
  onProblem,
  announce,
}: {
  /** what the captions are for, in every control's accessible name (a clip's title) */
  name: string;
  hasCaptions: boolean;
  onUpload: (vtt: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  onProblem: (message: string | null) => void;
  announce: (message: string) => void;
}) {
  const t = useT();
  // The shared checks' words (#shared/webvtt) and the server's, in the page's language.
  const shown = useShownText();
  const inputRef = useRef<HTMLInputElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  // After a change the buttons are new ones: the first of them takes the focus.
  const focusFirst = () =>
    requestAnimationFrame(() =>
      groupRef.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus(),
    );

  async function send(file: File) {
    onProblem(null);
    if (file.size > WEBVTT_MAX_BYTES) {
      onProblem(shown(webvttMessages.tooLarge));
      return;
    }
    let vtt: string;
    try {
      vtt = await file.text();
    } catch {
      onProblem(t('player.captionsFile.unreadable'));
      return;
    }
    const problem = webvttProblem(vtt);
    if (problem) {
      onProblem(shown(problem));
      return;
    }
    setBusy(true);
    try {
      await onUpload(vtt);
      announce(t('player.captionsFile.added', { name }));
      focusFirst();
    } catch (error) {
      onProblem(shown(errorMessage(error, t('player.captionsFile.saveFailed'))));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    onProblem(null);
    setBusy(true);
    try {
      await onRemove();
      announce(t('player.captionsFile.removed', { name }));
      focusFirst();
    } catch (error) {
      onProblem(shown(errorMessage(error, t('player.captionsFile.removeFailed'))));
    } finally {
      setBusy(false);
    }
  }

  const choose = () => inputRef.current?.click();

  return (
    <div ref={groupRef} className="flex flex-wrap items-center gap-2">
      <input
        ref={inputRef}
        type="file"
        accept={webvttAccept}
        hidden
        tabIndex={-1}
        aria-label={t('player.captionsFile.input', { name })}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void send(chosen);
        }}
      />
      {hasCaptions ? (
        <>
          <span className="text-muted-foreground inline-flex items-center gap-1 text-sm">
            <Captions className="size-4" aria-hidden />
            {t('player.captionsFile.hasCaptions')}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t('player.captionsFile.replaceOf', { name })}
            onClick={choose}
          >
            <RefreshCw className="size-4" aria-hidden />
            {t('player.captionsFile.replace')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t('player.captionsFile.removeFrom', { name })}
            onClick={() => void remove()}
          >
            <Trash2 className="size-4" aria-hidden />
            {t('player.captionsFile.remove')}
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={t('player.captionsFile.addTo', { name })}
          onClick={choose}
        >
          <Captions className="size-4" aria-hidden />
          {t('player.captionsFile.add')}
        </Button>
      )}
    </div>
  );
}
