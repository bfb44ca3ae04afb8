import { Plus, Radio } from 'lucide-react';
import { useState } from 'react';
import type { AdminChannel, AdminChannelWithKey } from '#shared/schemas/admin-channels';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import {
  useAdminChannels,
  useArchiveChannel,
  useEndBroadcast,
  useRotateChannelKey,
  useUnarchiveChannel,
} from '../api/channels';
import { AdminListState } from '../components/admin-list-state';
import { AdminSection } from '../components/admin-section';
import { ChannelConfirmDialog, type Confirmable } from '../components/channel-confirm-dialog';
import { ChannelFormDialog, StreamKeyDialog } from '../components/channel-dialogs';
import { ChannelsTable } from '../components/channels-table';
import { TrainingCatalogueCard } from '../components/training-catalogue-card';
import { useToastFailure } from '../components/toast-failure';

/**
 * Channels & training: every channel with its owner and state, and the administrator's actions
 * on it (edit, archive, a new key, end a broadcast); the training catalogue's counts below.
 */
export function Component() {
  const t = useT();
  const toastFailure = useToastFailure();
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
          toast.success(t('admin.channels.archived.toast'), {
            description: t('admin.channels.archived.toast.description', { title: channel.title }),
          });
          done();
        },
        onError: toastFailure(t('admin.channels.archive.failed')),
      });
    } else if (action === 'rotate') {
      rotate.mutate(channel.slug, {
        onSuccess: (result) => {
          done();
          setNewKey(result);
        },
        onError: toastFailure(t('admin.channels.rotate.failed')),
      });
    } else {
      end.mutate(channel.slug, {
        onSuccess: ({ ended }) => {
          if (ended) {
            toast.success(t('admin.channels.ended.toast'), {
              description: t('admin.channels.ended.toast.description'),
            });
          } else toast.info(t('admin.channels.ended.nothing'));
          done();
        },
        onError: toastFailure(t('admin.channels.end.failed')),
      });
    }
  };

  return (
    <AdminSection
      title={t('admin.nav.channels')}
      description={t('admin.channels.description')}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden />
          {t('admin.channels.new')}
        </Button>
      }
    >
      {/* minmax(0, 1fr): the tables scroll sideways inside their frames on narrow screens. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <AdminListState
          query={channels}
          isEmpty={items.length === 0}
          empty={t('admin.channels.empty')}
        >
          <ChannelsTable
            channels={items}
            busySlug={busySlug}
            onEdit={setEditing}
            onConfirm={(action, channel) => setConfirming({ action, channel })}
            onUnarchive={(channel) =>
              unarchive.mutate(channel.slug, {
                onSuccess: () =>
                  toast.success(t('admin.channels.restored.toast'), {
                    description: t('admin.channels.restored.toast.description', {
                      title: channel.title,
                    }),
                  }),
                onError: toastFailure(t('admin.channels.restore.failed')),
              })
            }
          />
        </AdminListState>
        <p className="text-muted-foreground flex items-start gap-2 text-xs">
          <Radio className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('admin.channels.note')}
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
