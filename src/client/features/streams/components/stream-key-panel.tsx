import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChannelWithKey } from '#shared/schemas/streams';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { CopyButton } from '#client/components/ui/copy-button';
import { ShowHideButton } from '#client/components/ui/show-hide-button';

/** The ffmpeg command that pushes a file to a local channel as live HLS over HTTP PUT. */
export const ffmpegCommand = (ingestUrl: string) =>
  `ffmpeg -re -i match.mp4 -c:v libx264 -preset veryfast -force_key_frames "expr:gte(t,n_forced*2)" -c:a aac -f hls -hls_time 2 -method PUT ${ingestUrl}`;

/**
 * Two qualities from one ffmpeg (full size at 2.5 Mbit/s, 360p at 600 kbit/s): each rendition
 * PUT to its own folder (`%v`), key frames at the same moments in both so players can switch.
 */
export const ffmpegTwoQualitiesCommand = (ingestUrl: string) =>
  `ffmpeg -re -i match.mp4 -filter_complex "[0:v]split=2[hd][sd];[sd]scale=-2:360[low]" -map "[hd]" -map "[low]" -map 0:a -map 0:a -c:v libx264 -preset veryfast -force_key_frames "expr:gte(t,n_forced*2)" -sc_threshold 0 -b:v:0 2500k -b:v:1 600k -c:a aac -f hls -hls_time 2 -method PUT -var_stream_map "v:0,a:0 v:1,a:1" -master_pl_name master.m3u8 ${ingestUrl.replace(/\/index\.m3u8$/, '')}/%v/index.m3u8`;

/** The same for an RTMP server (a Livepeer channel). */
const ffmpegRtmpCommand = (ingestUrl: string) =>
  `ffmpeg -re -i match.mp4 -c:v libx264 -preset veryfast -g 48 -c:a aac -f flv ${ingestUrl}`;

/**
 * The sample broadcast pushed with this key. Without --key the script would make a new key
 * itself, and the one shown here would stop working.
 */
export const demoCommand = (slug: string, streamKey: string) =>
  `npm run stream:demo -- --channel ${slug} --key ${streamKey}`;

function Secret({
  label,
  display,
  actions,
}: {
  label: string;
  display: string;
  actions: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-label={label}
          className="border-border bg-muted/60 min-w-0 flex-1 rounded-lg border px-3 py-2 font-mono text-sm break-all"
        >
          {display}
        </code>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </div>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </li>
  );
}

/** A command to run, shown as `display` (the key masked until Show), with its copy button. */
function CommandBlock({
  command,
  display,
  label,
  onCopied,
}: {
  command: string;
  display: string;
  label: string;
  onCopied: () => void;
}) {
  return (
    <>
      <pre className="border-border overflow-x-auto rounded-lg border bg-slate-950 p-3 text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100">
        <code>{display}</code>
      </pre>
      <div>
        <CopyButton value={command} label={label} onCopied={onCopied} />
      </div>
    </>
  );
}

/**
 * A channel's stream key right after it was made (a new channel or a new key): masked until
 * Show, with copy buttons and how to broadcast with it. The API never sends the key again.
 */
export function StreamKeyPanel({
  result,
  onDismiss,
}: {
  result: ChannelWithKey;
  onDismiss: () => void;
}) {
  const { channel, streamKey, ingestUrl } = result;
  const [shown, setShown] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);

  // The panel appears after a button elsewhere on the page: bring it to the reader.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [streamKey]);

  const masked = '•'.repeat(Math.min(Math.max(streamKey.length, 12), 32));
  const hide = (text: string) => (shown ? text : text.split(streamKey).join(masked));
  const onCopied = (what: string) => setAnnouncement(`${what} copied to the clipboard.`);
  const local = channel.provider === 'local';

  return (
    <section
      ref={panel}
      aria-labelledby="stream-key-heading"
      className="border-primary/40 bg-card grid scroll-mt-32 gap-5 rounded-2xl border-2 p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-full">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2
            id="stream-key-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight outline-none"
          >
            Stream key for {channel.title}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">
            Your broadcasting software sends the stream to this address with this key.
          </p>
        </div>
      </div>

      <Alert tone="warning" title="This key is shown only this once.">
        Copy it now and keep it secret: anyone who has it can broadcast on your channel. If it
        leaks, make a new key and the old one stops working.
      </Alert>

      <div className="grid gap-4">
        <Secret
          label="Stream key"
          display={shown ? streamKey : masked}
          actions={
            <>
              <ShowHideButton shown={shown} onToggle={() => setShown((value) => !value)} />
              <CopyButton
                value={streamKey}
                label="Copy key"
                onCopied={() => onCopied('Stream key')}
              />
            </>
          }
        />
        <Secret
          label={local ? 'Ingest URL (with the key)' : 'Full RTMP URL (with the key)'}
          display={hide(ingestUrl)}
          actions={
            <CopyButton
              value={ingestUrl}
              label="Copy URL"
              onCopied={() => onCopied('Ingest URL')}
            />
          }
        />
        {local ? null : (
          <Secret
            label="RTMP server"
            display={channel.ingestUrl}
            actions={
              <CopyButton
                value={channel.ingestUrl}
                label="Copy server"
                onCopied={() => onCopied('RTMP server')}
              />
            }
          />
        )}
      </div>

      <ol className="grid gap-5 text-sm">
        {local ? (
          <>
            <Step title="Send a video file with ffmpeg">
              <CommandBlock
                command={ffmpegCommand(ingestUrl)}
                display={hide(ffmpegCommand(ingestUrl))}
                label="Copy command"
                onCopied={() => onCopied('ffmpeg command')}
              />
            </Step>
            <Step title="Send two qualities">
              <p className="text-muted-foreground">
                Viewers on a weak connection get the smaller one: each quality goes to its own
                folder under the key.
              </p>
              <CommandBlock
                command={ffmpegTwoQualitiesCommand(ingestUrl)}
                display={hide(ffmpegTwoQualitiesCommand(ingestUrl))}
                label="Copy two-quality command"
                onCopied={() => onCopied('Two-quality command')}
              />
            </Step>
            <Step title="Broadcast from OBS">
              <p className="text-muted-foreground">
                In <strong className="text-foreground">Settings → Output</strong>, set Output Mode
                to Advanced, then under <strong className="text-foreground">Recording</strong>{' '}
                choose Type <strong className="text-foreground">Custom Output (FFmpeg)</strong>,
                output to URL, container format <strong className="text-foreground">hls</strong>,
                and paste the ingest URL above. Start Recording to go live.
              </p>
            </Step>
            <Step title="Try it without a camera">
              <p className="text-muted-foreground">
                From the site&apos;s folder on the server, push the sample match to this channel
                with this key:
              </p>
              <CommandBlock
                command={demoCommand(channel.slug, streamKey)}
                display={hide(demoCommand(channel.slug, streamKey))}
                label="Copy demo command"
                onCopied={() => onCopied('Demo command')}
              />
            </Step>
          </>
        ) : (
          <>
            <Step title="Broadcast from OBS">
              <p className="text-muted-foreground">
                In <strong className="text-foreground">Settings → Stream</strong>, choose Service{' '}
                <strong className="text-foreground">Custom…</strong>, paste the RTMP server as
                Server and the stream key as Stream Key, then Start Streaming.
              </p>
            </Step>
            <Step title="Or send a video file with ffmpeg">
              <CommandBlock
                command={ffmpegRtmpCommand(ingestUrl)}
                display={hide(ffmpegRtmpCommand(ingestUrl))}
                label="Copy command"
                onCopied={() => onCopied('ffmpeg command')}
              />
            </Step>
          </>
        )}
      </ol>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">
          Your channel goes live on its public page as soon as the stream arrives.
        </p>
        <Button onClick={onDismiss}>I have saved the key</Button>
      </div>
    </section>
  );
}
