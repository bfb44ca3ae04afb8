import { Archive, ArchiveRestore, KeyRound, Pencil, Square } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminChannel } from '#shared/schemas/admin-channels';
import { PASS_HOURS } from '#shared/payments';
import { channelCategoryLabels } from '#shared/streams';
import { formatUsd } from '#shared/money';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { longDate } from '#client/lib/format-date';
import { AdminTable, Cell, srOnlyColumn, tableClasses } from './admin-section';
import type { Confirmable } from './channel-confirm-dialog';

/** Live or offline, archived, held after a report. */
function ChannelState({ channel }: { channel: AdminChannel }) {
  return (
    <div className="flex flex-wrap gap-1">
      {channel.live ? (
        <Badge tone="live">{`LIVE · ${channel.viewers} watching`}</Badge>
      ) : (
        <Badge tone="neutral">Offline</Badge>
      )}
      {channel.archivedAt ? (
        <Badge tone="warning">{`Archived ${longDate(channel.archivedAt)}`}</Badge>
      ) : null}
      {channel.held ? <Badge tone="warning">Held after a report</Badge> : null}
    </div>
  );
}

/** Every channel with its owner, state and details, and the actions on each. */
export function ChannelsTable({
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
