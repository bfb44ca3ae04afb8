import { highlightVideos } from '#server/db/schema/highlight-videos';
import type { MessageRow } from './messaging-deps';

/** An attached highlight clip as a message shows it: only a clip that plays. */
export type ClipRow = {
  title: string | null;
  url: string | null;
  provider: string | null;
  status: string | null;
  captionsUrl: string | null;
};
const clipOf = (clip: ClipRow | null | undefined) =>
  clip?.url && clip.status === 'ready'
    ? {
        title: clip.title ?? 'Highlight video',
        url: clip.url,
        srcType: clip.provider === 'livepeer' ? ('hls' as const) : ('file' as const),
        captionsUrl: clip.captionsUrl,
      }
    : null;

export const clipColumns = {
  title: highlightVideos.title,
  url: highlightVideos.url,
  provider: highlightVideos.provider,
  status: highlightVideos.status,
  captionsUrl: highlightVideos.captionsUrl,
};

/** What a member reads of a message: its text, unless it was removed or a moderator holds it. */
export function messageView(
  row: MessageRow,
  viewerParticipantId: string | null,
  isHeld = false,
  clip: ClipRow | null = null,
) {
  const hidden = row.removedAt !== null || isHeld;
  return {
    id: row.id,
    fromRole: row.senderRole,
    mine: row.senderParticipantId !== null && row.senderParticipantId === viewerParticipantId,
    text: row.removedAt
      ? 'Message removed: account deleted'
      : isHeld
        ? 'Message held by a moderator.'
        : row.body,
    removed: row.removedAt !== null || isHeld,
    clipId: row.clipId,
    clip: hidden ? null : clipOf(clip),
    sentAt: row.createdAt.toISOString(),
    deliverAt: row.deliverAt.toISOString(),
  };
}
