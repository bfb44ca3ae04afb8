import { Archive, ArchiveRestore, KeyRound, Pencil, Plus, Radio, Square } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type {
  AdminChannel,
  AdminChannelWithKey,
  TrainingCatalogueCounts,
} from '#shared/schemas/admin-channels';
import { PASS_HOURS } from '#shared/payments';
import { channelCategoryLabels } from '#shared/streams';
import { formatUsd } from '#shared/money';
import { trainingLevelLabels } from '#shared/training/levels';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { longDate } from '#client/lib/format-date';
import { toast } from '#client/lib/toast';
import {
  useAdminChannels,
  useArchiveChannel,
  useEndBroadcast,
  useRotateChannelKey,
  useTrainingCatalogue,
  useUnarchiveChannel,
} from '../api/channels';
import { AdminDialog, DialogButtons } from '../components/admin-dialog';
import {
  AdminSection,
  AdminTable,
  Cell,
  ListState,
  numberColumn,
  srOnlyColumn,
  tableClasses,
} from '../components/admin-section';
import { ChannelFormDialog, StreamKeyDialog } from '../components/channel-dialogs';

type Confirmable = 'archive' | 'rotate' | 'end';

/** What each confirmed action does, said before it is done. */
const confirmations: Record<
  Confirmable,
  { title: string; body: (channel: AdminChannel) => string; button: string }
> = {
  archive: {
    title: 'Archive this channel?',
    body: (channel) =>
      `${channel.title} leaves every public list and page, its replays included, and its stream key is refused. Nothing is deleted: unarchive it to bring it back.`,
    button: 'Archive channel',
  },
  rotate: {
    title: 'Rotate the stream key?',
    body: (channel) =>
      `The key of ${channel.title} stops working at once${channel.live ? ' and the running broadcast ends' : ''}. The new key is shown once, right after.`,
    button: 'Rotate key',
  },
  end: {
    title: 'End the broadcast now?',
    body: (channel) =>
      `The broadcast on ${channel.title} ends now and is kept as a replay. Broadcasting software that keeps sending starts a new one: rotate the key or archive the channel to keep it off the air.`,
    button: 'End broadcast',
  },
};

function StateBadge({ tone, children }: { tone: 'live' | 'muted' | 'bad'; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        tone === 'live' && 'bg-red-600 text-white',
        tone === 'muted' && 'bg-muted text-muted-foreground',
        tone === 'bad' &&
          'border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
      )}
    >
      {children}
    </span>
  );
}

function ChannelState({ channel }: { channel: AdminChannel }) {
  return (
    <div className="flex flex-wrap gap-1">
      {channel.live ? (
        <StateBadge tone="live">{`LIVE · ${channel.viewers} watching`}</StateBadge>
      ) : (
        <StateBadge tone="muted">Offline</StateBadge>
      )}
      {channel.archivedAt ? (
        <StateBadge tone="bad">{`Archived ${longDate(channel.archivedAt)}`}</StateBadge>
      ) : null}
      {channel.held ? <StateBadge tone="bad">Held after a report</StateBadge> : null}
    </div>
  );
}

function ChannelsTable({
  channels,
  onEdit,
  onConfirm,
  busySlug,
  onUnarchive,
}: {
  channels: AdminChannel[];
  onEdit: (channel: AdminChannel) => void;
  onConfirm: (action: Confirmable, channel: AdminChannel) => void;
  busySlug: string | null;
  onUnarchive: (channel: AdminChannel) => void;
}) {
  return (
    <AdminTable
      caption="Every channel, archived ones last"
      minWidth="min-w-[60rem]"
      columns={['Channel', 'Owner', 'State', 'Details', srOnlyColumn('Actions')]}
    >
      {channels.map((channel) => {
        const busy = busySlug === channel.slug;
        const local = channel.provider === 'local';
        return (
          <tr
            key={channel.id}
            className={cn(tableClasses.row, channel.archivedAt && 'bg-muted/30')}
          >
            <Cell>
              {channel.archivedAt ? (
                <span className="font-medium">{channel.title}</span>
              ) : (
                <Link
                  to={`/live/${channel.slug}`}
                  className="text-primary font-medium underline-offset-4 hover:underline"
                >
                  {channel.title}
                </Link>
              )}
              <span className="text-muted-foreground block text-xs">
                {channel.channel} · /live/{channel.slug}
              </span>
            </Cell>
            <Cell>
              {channel.owner ? (
                <Link
                  to={`/admin-dashboard/members/${encodeURIComponent(channel.owner.id)}`}
                  className="underline-offset-4 hover:underline"
                >
                  {channel.owner.name || channel.owner.email}
                </Link>
              ) : (
                <span className="text-muted-foreground">No owner</span>
              )}
              {channel.owner ? (
                <span className="text-muted-foreground block text-xs [overflow-wrap:anywhere]">
                  {channel.owner.email}
                </span>
              ) : null}
            </Cell>
            <Cell>
              <ChannelState channel={channel} />
            </Cell>
            <Cell className="text-muted-foreground text-xs">
              {channelCategoryLabels[channel.category]}
              {channel.priceCents !== null ? ` · ${formatUsd(channel.priceCents)}` : ''}
              {channel.sellsPass ? `, sold as a ${PASS_HOURS}-hour pass` : ''}
              {channel.schedule ? ` · ${channel.schedule}` : ''}
              <span className="block">
                {local ? 'Own media server' : 'Livepeer'} · since {longDate(channel.createdAt)}
              </span>
            </Cell>
            <Cell>
              <div className="flex flex-wrap justify-end gap-1.5">
                <Button variant="secondary" size="sm" onClick={() => onEdit(channel)}>
                  <Pencil className="size-4" aria-hidden />
                  Edit<span className="sr-only"> {channel.title}</span>
                </Button>
                {channel.archivedAt ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onUnarchive(channel)}
                  >
                    <ArchiveRestore className="size-4" aria-hidden />
                    Unarchive<span className="sr-only"> {channel.title}</span>
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onConfirm('archive', channel)}
                  >
                    <Archive className="size-4" aria-hidden />
                    Archive<span className="sr-only"> {channel.title}</span>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => onConfirm('rotate', channel)}
                >
                  <KeyRound className="size-4" aria-hidden />
                  Rotate key<span className="sr-only"> of {channel.title}</span>
                </Button>
                {channel.live ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onConfirm('end', channel)}
                  >
                    <Square className="size-4" aria-hidden />
                    End broadcast<span className="sr-only"> on {channel.title}</span>
                  </Button>
                ) : null}
              </div>
            </Cell>
          </tr>
        );
      })}
    </AdminTable>
  );
}

function TrainingCatalogueCard() {
  const catalogue = useTrainingCatalogue();
  const counts: TrainingCatalogueCounts | undefined = catalogue.data;
  return (
    <Card
      className="grid grid-cols-[minmax(0,1fr)] gap-4 p-5"
      role="region"
      aria-labelledby="training-catalogue"
    >
      <div>
        <h2 id="training-catalogue" className="text-lg font-semibold">
          Training catalogue
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          The training videos come with the site itself: this is a count of them, to read only.
          Changing the catalogue means a new version of the site.
        </p>
      </div>
      <ListState query={catalogue} isEmpty={!counts?.total} empty="The catalogue has no videos.">
        {counts ? (
          <>
            <p className="text-sm">
              <strong>{counts.total}</strong> videos in all;{' '}
              <strong>{counts.needsSubscription}</strong> need a subscription (
              {counts.levels
                .filter((level) => level.needsSubscription)
                .map((level) => trainingLevelLabels[level.level])
                .join(', ')}
              ). Basic videos are free for every member whose access is on.
            </p>
            <AdminTable
              caption="Training videos by sport and level"
              columns={[
                'Sport',
                ...counts.levels.map((level) => ({
                  key: level.level,
                  label: (
                    <>
                      {trainingLevelLabels[level.level]}
                      <span className="block text-[0.65rem] font-normal normal-case">
                        {level.needsSubscription ? 'Subscription' : 'Free'}
                      </span>
                    </>
                  ),
                  className: 'text-right',
                })),
                numberColumn('Total'),
              ]}
              foot={
                <tfoot>
                  <tr className={`${tableClasses.row} bg-muted/50 font-semibold`}>
                    <th scope="row" className={tableClasses.td}>
                      All sports
                    </th>
                    {counts.levels.map((level) => (
                      <Cell key={level.level} className="text-right tabular-nums">
                        {level.count}
                      </Cell>
                    ))}
                    <Cell className="text-right tabular-nums">{counts.total}</Cell>
                  </tr>
                </tfoot>
              }
            >
              {counts.sports.map((sport) => (
                <tr key={sport.sport} className={tableClasses.row}>
                  <th scope="row" className={`${tableClasses.td} font-medium`}>
                    {sport.name}
                  </th>
                  {counts.levels.map((level) => (
                    <Cell key={level.level} className="text-right tabular-nums">
                      {sport.levels[level.level]}
                    </Cell>
                  ))}
                  <Cell className="text-right font-medium tabular-nums">{sport.total}</Cell>
                </tr>
              ))}
            </AdminTable>
          </>
        ) : null}
      </ListState>
    </Card>
  );
}

/**
 * Channels & training: every channel with its owner and state, and the administrator's actions
 * on it (edit, archive, a new key, end a broadcast); the training catalogue's counts below.
 */
export function Component() {
  const channels = useAdminChannels();
  const archive = useArchiveChannel();
  const unarchive = useUnarchiveChannel();
  const rotate = useRotateChannelKey();
  const end = useEndBroadcast();
  const [editing, setEditing] = useState<AdminChannel | null>(null);
  const [creating, setCreating] = useState(false);
  const [newKey, setNewKey] = useState<AdminChannelWithKey | null>(null);
  const [confirming, setConfirming] = useState<{
    action: Confirmable;
    channel: AdminChannel;
  } | null>(null);
  const items = channels.data?.items ?? [];
  const busySlug =
    [archive, unarchive, rotate, end].find((action) => action.isPending)?.variables ?? null;
  const confirmBusy = archive.isPending || rotate.isPending || end.isPending;

  const failed = (fallback: string) => (error: unknown) =>
    toast.error(errorMessage(error, fallback));

  const runConfirmed = () => {
    if (!confirming) return;
    const { action, channel } = confirming;
    const done = () => setConfirming(null);
    if (action === 'archive') {
      archive.mutate(channel.slug, {
        onSuccess: () => {
          toast.success('Channel archived', {
            description: `${channel.title} is off the site until you unarchive it.`,
          });
          done();
        },
        onError: failed('The channel could not be archived. Please try again.'),
      });
    } else if (action === 'rotate') {
      rotate.mutate(channel.slug, {
        onSuccess: (result) => {
          done();
          setNewKey(result);
        },
        onError: failed('No new key could be made. Please try again.'),
      });
    } else {
      end.mutate(channel.slug, {
        onSuccess: ({ ended }) => {
          if (ended) toast.success('Broadcast ended', { description: 'It is kept as a replay.' });
          else toast.info('Nothing was broadcasting on this channel any more.');
          done();
        },
        onError: failed('The broadcast could not be ended. Please try again.'),
      });
    }
  };

  const confirmation = confirming ? confirmations[confirming.action] : null;

  return (
    <AdminSection
      title="Channels & training"
      description="Every live channel, archived ones too: edit them, archive them, give them a new key or end a broadcast."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden />
          New channel
        </Button>
      }
    >
      {/* minmax(0, 1fr): the tables scroll sideways inside their frames on narrow screens. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <ListState
          query={channels}
          isEmpty={items.length === 0}
          empty="No channels yet: create the first with New channel."
        >
          <ChannelsTable
            channels={items}
            busySlug={busySlug}
            onEdit={setEditing}
            onConfirm={(action, channel) => setConfirming({ action, channel })}
            onUnarchive={(channel) =>
              unarchive.mutate(channel.slug, {
                onSuccess: () =>
                  toast.success('Channel restored', {
                    description: `${channel.title} is back on the site and can go live again.`,
                  }),
                onError: failed('The channel could not be restored. Please try again.'),
              })
            }
          />
        </ListState>
        <p className="text-muted-foreground flex items-start gap-2 text-xs">
          <Radio className="mt-0.5 size-4 shrink-0" aria-hidden />
          The live state refreshes every 30 seconds. Stream keys are never shown again after they
          are made: rotate a key to give a broadcaster a new one.
        </p>
        <TrainingCatalogueCard />
      </div>

      <ChannelFormDialog
        open={creating || editing !== null}
        channel={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onCreated={setNewKey}
      />
      <StreamKeyDialog result={newKey} onClose={() => setNewKey(null)} />
      <AdminDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !confirmBusy) setConfirming(null);
        }}
        title={confirmation?.title ?? ''}
        description={confirming && confirmation ? confirmation.body(confirming.channel) : undefined}
      >
        <DialogButtons
          submit={confirmation?.button ?? ''}
          busy={confirmBusy}
          busyLabel="Working…"
          onCancel={() => setConfirming(null)}
          onSubmit={runConfirmed}
        />
      </AdminDialog>
    </AdminSection>
  );
}
