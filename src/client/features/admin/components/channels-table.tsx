import { Archive, ArchiveRestore, KeyRound, Pencil, Square } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminChannel } from '#shared/schemas/admin-channels';
import { PASS_HOURS } from '#shared/payments';
import { formatUsd } from '#shared/money';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { useAdminFormats } from './admin-formats';
import { channelCategoryTexts } from './admin-labels';
import { AdminTable, Cell, srOnlyColumn, tableClasses } from './admin-section';
import type { Confirmable } from './channel-confirm-dialog';

/** Live or offline, archived, held after a report. */
function ChannelState({ channel }: { channel: AdminChannel }) {
  const t = useT();
  const formats = useAdminFormats();
  return (
    <div className="flex flex-wrap gap-1">
      {channel.live ? (
        <Badge tone="live">
          {t('admin.channels.state.live', { viewers: formats.count(channel.viewers) })}
        </Badge>
      ) : (
        <Badge tone="neutral">{t('admin.channels.state.offline')}</Badge>
      )}
      {channel.archivedAt ? (
        <Badge tone="warning">
          {t('admin.channels.state.archived', { date: formats.longDate(channel.archivedAt) })}
        </Badge>
      ) : null}
      {channel.held ? <Badge tone="warning">{t('admin.channels.state.held')}</Badge> : null}
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
  const t = useT();
  const formats = useAdminFormats();
  return (
    <AdminTable
      caption={t('admin.channels.caption')}
      minWidth="min-w-[60rem]"
      columns={[
        t('admin.channels.column.channel'),
        t('admin.channels.column.owner'),
        t('admin.channels.column.state'),
        t('admin.channels.column.details'),
        srOnlyColumn(t('admin.column.actions')),
      ]}
    >
      {channels.map((channel) => {
        const busy = busySlug === channel.slug;
        const local = channel.provider === 'local';
        const livePath = `/live/${channel.slug}`;
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
                {channel.channel} · {livePath}
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
                <span className="text-muted-foreground">{t('admin.channels.noOwner')}</span>
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
              {t(channelCategoryTexts[channel.category])}
              {channel.priceCents !== null ? ` · ${formatUsd(channel.priceCents)}` : ''}
              {channel.sellsPass ? t('admin.channels.soldAsPass', { hours: PASS_HOURS }) : ''}
              {channel.schedule ? ` · ${channel.schedule}` : ''}
              <span className="block">
                {t('admin.channels.since', {
                  server: local ? t('admin.channels.ownServer') : 'Livepeer',
                  date: formats.longDate(channel.createdAt),
                })}
              </span>
            </Cell>
            <Cell>
              <div className="flex flex-wrap justify-end gap-1.5">
                <Button variant="secondary" size="sm" onClick={() => onEdit(channel)}>
                  <Pencil className="size-4" aria-hidden />
                  {t('admin.channels.edit')}
                  <span className="sr-only"> {channel.title}</span>
                </Button>
                {channel.archivedAt ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onUnarchive(channel)}
                  >
                    <ArchiveRestore className="size-4" aria-hidden />
                    {t('admin.channels.unarchive')}
                    <span className="sr-only"> {channel.title}</span>
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onConfirm('archive', channel)}
                  >
                    <Archive className="size-4" aria-hidden />
                    {t('admin.channels.archive')}
                    <span className="sr-only"> {channel.title}</span>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => onConfirm('rotate', channel)}
                >
                  <KeyRound className="size-4" aria-hidden />
                  {t('admin.channels.rotate')}
                  <span className="sr-only">
                    {' '}
                    {t('admin.channels.rotate.of', { title: channel.title })}
                  </span>
                </Button>
                {channel.live ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => onConfirm('end', channel)}
                  >
                    <Square className="size-4" aria-hidden />
                    {t('admin.channels.end')}
                    <span className="sr-only">
                      {' '}
                      {t('admin.channels.end.on', { title: channel.title })}
                    </span>
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
