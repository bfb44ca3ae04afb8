import { Plus, Radio } from 'lucide-react';
import { useState } from 'react';
import type { AdminChannel, AdminChannelWithKey } from '#shared/schemas/admin-channels';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/lib/toast';
import { ListState } from '#client/components/ui/list-state';
import {
  useAdminChannels,
  useArchiveChannel,
  useEndBroadcast,
  useRotateChannelKey,
  useUnarchiveChannel,
} from '../api/channels';
import { AdminSection } from '../components/admin-section';
import { ChannelConfirmDialog, type Confirmable } from '../components/channel-confirm-dialog';
import { ChannelFormDialog, StreamKeyDialog } from '../components/channel-dialogs';
import { ChannelsTable } from '../components/channels-table';
import { TrainingCatalogueCard } from '../components/training-catalogue-card';
import { toastFailure } from '../components/toast-failure';

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
        onError: toastFailure('The channel could not be archived. Please try again.'),
      });
    } else if (action === 'rotate') {
      rotate.mutate(channel.slug, {
        onSuccess: (result) => {
          done();
          setNewKey(result);
        },
        onError: toastFailure('No new key could be made. Please try again.'),
      });
    } else {
      end.mutate(channel.slug, {
        onSuccess: ({ ended }) => {
          if (ended) toast.success('Broadcast ended', { description: 'It is kept as a replay.' });
          else toast.info('Nothing was broadcasting on this channel any more.');
          done();
        },
        onError: toastFailure('The broadcast could not be ended. Please try again.'),
      });
    }
  };

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
                onError: toastFailure('The channel could not be restored. Please try again.'),
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
      <ChannelConfirmDialog
        confirming={confirming}
        busy={confirmBusy}
        onCancel={() => setConfirming(null)}
        onConfirm={runConfirmed}
      />
    </AdminSection>
  );
}
