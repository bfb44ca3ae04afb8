import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AdminChannel,
  AdminChannelFields,
  AdminChannelWithKey,
} from '#shared/schemas/admin-channels';
import type { SessionUser } from '#server/auth/guards';
import { user } from '#server/db/schema/auth';
import { channels } from '#server/db/schema/streams';
import { AppError } from '#server/http/app-error';
import { recordAudit, type AdminActor } from '#server/modules/admin';
import { held } from '#server/modules/reports';
import {
  createChannel,
  providerFailure,
  recordProviderActivity,
  rotateStreamKey,
  updateChannel,
  type ChannelValues,
  type StreamsDeps,
} from '#server/modules/streams';

type ChannelRow = typeof channels.$inferSelect;

const channelQuery = (deps: StreamsDeps) =>
  deps.db
    .select({
      row: channels,
      ownerName: user.name,
      ownerEmail: user.email,
      held: held('channel', channels.id),
    })
    .from(channels)
    .leftJoin(user, eq(user.id, channels.ownerId));

type ChannelQueryRow = Awaited<ReturnType<typeof channelQuery>>[number];

/** A channel's fields as an administrator edits them; the audit log keeps these, never the key. */
const fieldsOf = (row: ChannelRow) => ({
  title: row.title,
  channel: row.channelName,
  description: row.description,
  category: row.category,
  schedule: row.schedule,
  priceCents: row.priceCents,
  sellsPass: row.sellsPass,
});

async function toAdminChannel(
  deps: StreamsDeps,
  { row, ownerName, ownerEmail, held }: ChannelQueryRow,
): Promise<AdminChannel> {
  const status = await deps.status.of(row);
  return {
    id: row.id,
    slug: row.slug,
    ...fieldsOf(row),
    provider: row.provider,
    owner:
      row.ownerId && ownerEmail !== null
        ? { id: row.ownerId, name: ownerName ?? '', email: ownerEmail }
        : null,
    live: status.isActive,
    liveSince: status.since?.toISOString() ?? null,
    viewers: status.viewers,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    held: Boolean(held),
    ingestUrl: deps.provider.ingestBase(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every channel, archived ones last, with its owner and whether it is live now. */
export async function listAdminChannels(deps: StreamsDeps): Promise<AdminChannel[]> {
  const rows = await channelQuery(deps).orderBy(
    sql`${channels.archivedAt} is not null`,
    desc(channels.featured),
    asc(channels.sortOrder),
    asc(channels.title),
  );
  return Promise.all(rows.map((row) => toAdminChannel(deps, row)));
}

async function findChannel(deps: StreamsDeps, slug: string): Promise<ChannelQueryRow> {
  const [found] = await channelQuery(deps).where(eq(channels.slug, slug));
  if (!found) {
    throw new AppError('NOT_FOUND', 'There is no channel at this address: reload the list.');
  }
  return found;
}

const getAdminChannel = async (deps: StreamsDeps, slug: string) =>
  toAdminChannel(deps, await findChannel(deps, slug));

/** The channel with the stream key just made for it: the one answer that carries the key. */
const withKey = async (
  deps: StreamsDeps,
  found: ChannelQueryRow,
  { streamKey, ingestUrl }: { streamKey: string; ingestUrl: string },
): Promise<AdminChannelWithKey> => ({
  channel: await toAdminChannel(deps, found),
  streamKey,
  ingestUrl,
});

const auditTarget = (row: Pick<ChannelRow, 'id' | 'slug' | 'title'>) => ({
  targetType: 'channel' as const,
  targetId: row.id,
  targetLabel: `${row.title} (/live/${row.slug})`,
});

/** A new channel run by the administrator; its stream key is in the answer and nowhere else. */
export async function adminCreateChannel(
  deps: StreamsDeps,
  admin: SessionUser,
  actor: AdminActor,
  input: AdminChannelFields,
): Promise<AdminChannelWithKey> {
  const created = await createChannel(deps, admin, input);
  const found = await findChannel(deps, created.channel.slug);
  await recordAudit(deps.db, actor, {
    action: 'channel.create',
    ...auditTarget(found.row),
    after: { slug: found.row.slug, provider: found.row.provider, ...fieldsOf(found.row) },
  });
  return withKey(deps, found, created);
}

/**
 * Changes a channel's fields (any channel, archived ones too), whether it is sold as a pass
 * included; only the fields sent change.
 */
export async function adminUpdateChannel(
  deps: StreamsDeps,
  admin: SessionUser,
  actor: AdminActor,
  slug: string,
  changes: Partial<ChannelValues>,
): Promise<AdminChannel> {
  const before = await findChannel(deps, slug);
  await updateChannel(deps, admin, slug, changes);
  const after = await findChannel(deps, slug);
  await recordAudit(deps.db, actor, {
    action: 'channel.update',
    ...auditTarget(after.row),
    before: fieldsOf(before.row),
    after: fieldsOf(after.row),
  });
  return toAdminChannel(deps, after);
}

/**
 * A provider channel's stream and the provider's calls on it, or null when this site is not
 * connected to that provider (a Livepeer channel stays listed after LIVEPEER_API_KEY goes).
 */
function providerStream(deps: StreamsDeps, row: ChannelRow) {
  const { endSession, setSuspended } = deps.provider;
  if (
    row.provider !== deps.provider.kind ||
    !row.providerStreamId ||
    !endSession ||
    !setSuspended
  ) {
    return null;
  }
  return { streamId: row.providerStreamId, endSession, setSuspended };
}

/**
 * A provider's session ended from here: its broadcast is closed now, as Livepeer's stream.idle
 * webhook would close it, and the channel's watchers are told.
 */
const closeProviderBroadcast = (deps: StreamsDeps, streamId: string, at: Date) =>
  recordProviderActivity(deps, streamId, { active: false, sessionId: null, at });

/**
 * Archives (`archive`) or restores a channel, with its audit row in the same transaction; then
 * the media server looks stream keys up afresh and the channel's watchers are told. A Livepeer
 * stream is suspended (refusing broadcasts and ending a running one) or let go again inside that
 * transaction, so a provider that cannot be reached leaves the channel as it was. A channel that
 * already was so stays as it is and nothing is recorded.
 */
async function setArchived(
  deps: StreamsDeps,
  actor: AdminActor,
  slug: string,
  archive: boolean,
  now: Date,
): Promise<AdminChannel> {
  const { row } = await findChannel(deps, slug);
  const stream = row.provider === 'local' ? null : providerStream(deps, row);
  const changed = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(channels)
      .set({ archivedAt: archive ? now : null })
      .where(and(eq(channels.id, row.id), (archive ? isNull : isNotNull)(channels.archivedAt)))
      .returning({ archivedAt: channels.archivedAt });
    if (!updated) return false;
    const archived = (at: Date | null) => ({
      archived: true,
      archivedAt: at?.toISOString() ?? null,
    });
    await recordAudit(tx, actor, {
      action: archive ? 'channel.archive' : 'channel.unarchive',
      ...auditTarget(row),
      before: archive ? { archived: false } : archived(row.archivedAt),
      after: archive ? archived(updated.archivedAt) : { archived: false },
    });
    await stream?.setSuspended(stream.streamId, archive).catch(providerFailure);
    return true;
  });
  if (changed) {
    if (archive && row.provider === 'local') await deps.live?.stop(row.id);
    deps.live?.forgetKeys();
    // Closing a Livepeer broadcast tells the channel's watchers itself.
    const told = archive && stream && (await closeProviderBroadcast(deps, stream.streamId, now));
    if (!told) deps.events.emit(slug);
  }
  return getAdminChannel(deps, slug);
}

/**
 * Archives a channel: it leaves every public list and page (its broadcasts and replays stay
 * stored), a running broadcast ends, and its key is refused until it is restored (by the app's
 * own media server, or by Livepeer, which suspends the stream). Archiving an archived channel
 * changes nothing.
 */
export const archiveChannel = (deps: StreamsDeps, actor: AdminActor, slug: string, now: Date) =>
  setArchived(deps, actor, slug, true, now);

/** Puts an archived channel back on the site; its owner can go live on it again. */
export const unarchiveChannel = (deps: StreamsDeps, actor: AdminActor, slug: string, now: Date) =>
  setArchived(deps, actor, slug, false, now);

/**
 * A new stream key for a channel: the old one stops working at once and a running broadcast
 * ends. The audit row says that it happened, never the key.
 */
export async function adminRotateStreamKey(
  deps: StreamsDeps,
  admin: SessionUser,
  actor: AdminActor,
  slug: string,
): Promise<AdminChannelWithKey> {
  const before = await findChannel(deps, slug);
  const wasLive = (await deps.status.of(before.row)).isActive;
  const rotated = await rotateStreamKey(deps, admin, slug);
  const after = await findChannel(deps, slug);
  await recordAudit(deps.db, actor, {
    action: 'channel.rotate_key',
    ...auditTarget(after.row),
    before: { provider: before.row.provider, live: wasLive },
    after: { provider: after.row.provider, live: false, keyReplaced: true },
  });
  return withKey(deps, after, rotated);
}

/**
 * Ends the broadcast running on a channel now; the channel keeps its key and its replay.
 * Broadcasting software that keeps sending starts a new broadcast: a new key or archiving
 * prevents that. On the app's own media server the broadcast is closed here; at Livepeer its
 * session is terminated, after asking Livepeer whether one runs (the list of live streams may be
 * 15 s old).
 */
export async function endBroadcast(
  deps: StreamsDeps,
  actor: AdminActor,
  slug: string,
  now: Date,
): Promise<{ channel: AdminChannel; ended: boolean }> {
  const found = await findChannel(deps, slug);
  const { row } = found;
  const notRunning = async () => ({ channel: await toAdminChannel(deps, found), ended: false });
  let before: Record<string, unknown>;
  if (row.provider === 'local') {
    const status = deps.live?.status(row.id);
    if (!deps.live || !status?.isActive) return notRunning();
    before = {
      live: true,
      broadcastId: status.broadcastId,
      since: status.since?.toISOString() ?? null,
    };
    if (!(await deps.live.stop(row.id))) return notRunning();
    deps.events.emit(slug);
  } else {
    const reachable = providerStream(deps, row);
    if (!reachable) {
      throw new AppError(
        'CONFLICT',
        'This channel streams through Livepeer, and the site is not connected to Livepeer now.',
      );
    }
    const { streamId, endSession } = reachable;
    const stream = await deps.provider.getStream(streamId).catch(providerFailure);
    if (!stream?.isActive) {
      // The list of live streams read earlier may still say it runs: Livepeer's answer is newer.
      deps.status.setActive(streamId, false);
      return notRunning();
    }
    before = { live: true, provider: row.provider };
    await endSession(streamId).catch(providerFailure);
    await closeProviderBroadcast(deps, streamId, now);
  }
  await recordAudit(deps.db, actor, {
    action: 'channel.end_broadcast',
    ...auditTarget(row),
    before,
    after: { live: false },
  });
  return { channel: await getAdminChannel(deps, slug), ended: true };
}
