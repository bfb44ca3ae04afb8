import type { ReactNode } from 'react';
import type { ChannelWithKey } from '#shared/schemas/streams';
import { RichMessage } from '#client/components/rich-message';
import { CopyButton } from '#client/components/ui/copy-button';
import { useT } from '#client/lib/i18n/i18n';

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

/** A name in OBS's settings, in bold. */
const strong = (text: string) => <strong className="text-foreground">{text}</strong>;

/**
 * How to broadcast with a new key, step by step: ffmpeg and OBS for a local channel (and the
 * sample broadcast), OBS and ffmpeg over RTMP for a Livepeer one. `hide` masks the key in what is
 * shown; the copy buttons copy the real command. `onCopied` gets what to announce.
 */
export function BroadcastSteps({
  result,
  hide,
  onCopied,
}: {
  result: ChannelWithKey;
  hide: (text: string) => string;
  onCopied: (announcement: string) => void;
}) {
  const t = useT();
  const { channel, streamKey, ingestUrl } = result;
  const local = channel.provider === 'local';
  return (
    <ol className="grid gap-5 text-sm">
      {local ? (
        <>
          <Step title={t('streams.steps.sendFile')}>
            <CommandBlock
              command={ffmpegCommand(ingestUrl)}
              display={hide(ffmpegCommand(ingestUrl))}
              label={t('streams.steps.copyCommand')}
              onCopied={() => onCopied(t('streams.copied.ffmpeg'))}
            />
          </Step>
          <Step title={t('streams.steps.twoQualities')}>
            <p className="text-muted-foreground">{t('streams.steps.twoQualitiesText')}</p>
            <CommandBlock
              command={ffmpegTwoQualitiesCommand(ingestUrl)}
              display={hide(ffmpegTwoQualitiesCommand(ingestUrl))}
              label={t('streams.steps.copyTwoQualities')}
              onCopied={() => onCopied(t('streams.copied.twoQualities'))}
            />
          </Step>
          <Step title={t('streams.steps.obs')}>
            <p className="text-muted-foreground">
              <RichMessage
                id="streams.steps.obsLocal"
                parts={{
                  output: strong(t('streams.steps.obsLocal.output')),
                  recording: strong(t('streams.steps.obsLocal.recording')),
                  custom: strong(t('streams.steps.obsLocal.custom')),
                  hls: strong('hls'),
                }}
              />
            </p>
          </Step>
          <Step title={t('streams.steps.demo')}>
            <p className="text-muted-foreground">{t('streams.steps.demoText')}</p>
            <CommandBlock
              command={demoCommand(channel.slug, streamKey)}
              display={hide(demoCommand(channel.slug, streamKey))}
              label={t('streams.steps.copyDemo')}
              onCopied={() => onCopied(t('streams.copied.demo'))}
            />
          </Step>
        </>
      ) : (
        <>
          <Step title={t('streams.steps.obs')}>
            <p className="text-muted-foreground">
              <RichMessage
                id="streams.steps.obsRtmp"
                parts={{
                  stream: strong(t('streams.steps.obsRtmp.stream')),
                  custom: strong(t('streams.steps.obsRtmp.custom')),
                }}
              />
            </p>
          </Step>
          <Step title={t('streams.steps.orSendFile')}>
            <CommandBlock
              command={ffmpegRtmpCommand(ingestUrl)}
              display={hide(ffmpegRtmpCommand(ingestUrl))}
              label={t('streams.steps.copyCommand')}
              onCopied={() => onCopied(t('streams.copied.ffmpeg'))}
            />
          </Step>
        </>
      )}
    </ol>
  );
}
