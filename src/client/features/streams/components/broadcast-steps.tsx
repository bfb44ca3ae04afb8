import type { ReactNode } from 'react';
import type { ChannelWithKey } from '#shared/schemas/streams';
import { CopyButton } from '#client/components/ui/copy-button';

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
 * How to broadcast with a new key, step by step: ffmpeg and OBS for a local channel (and the
 * sample broadcast), OBS and ffmpeg over RTMP for a Livepeer one. `hide` masks the key in what is
 * shown; the copy buttons copy the real command.
 */
export function BroadcastSteps({
  result,
  hide,
  onCopied,
}: {
  result: ChannelWithKey;
  hide: (text: string) => string;
  onCopied: (what: string) => void;
}) {
  const { channel, streamKey, ingestUrl } = result;
  const local = channel.provider === 'local';
  return (
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
              Viewers on a weak connection get the smaller one: each quality goes to its own folder
              under the key.
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
              In <strong className="text-foreground">Settings → Output</strong>, set Output Mode to
              Advanced, then under <strong className="text-foreground">Recording</strong> choose
              Type <strong className="text-foreground">Custom Output (FFmpeg)</strong>, output to
              URL, container format <strong className="text-foreground">hls</strong>, and paste the
              ingest URL above. Start Recording to go live.
            </p>
          </Step>
          <Step title="Try it without a camera">
            <p className="text-muted-foreground">
              From the site&apos;s folder on the server, push the sample match to this channel with
              this key:
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
              <strong className="text-foreground">Custom…</strong>, paste the RTMP server as Server
              and the stream key as Stream Key, then Start Streaming.
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
  );
}
