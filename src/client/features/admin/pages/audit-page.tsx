import { useState } from 'react';
import { Link } from 'react-router';
import { auditTargetTypes, type AuditTargetType } from '#shared/admin';
import type { AuditEntry } from '#shared/schemas/admin';
import { Input, Select } from '#client/components/ui/input';
import { shortDateTime } from '#client/lib/format-date';
import { useAuditLog } from '../api/audit';
import { AdminSection, ListState, tableClasses } from '../components/admin-section';
import { CursorPager, useCursorPages } from '../components/cursor-pager';

const actionFamilies: { value: string; label: string }[] = [
  { value: '', label: 'All actions' },
  { value: 'member', label: 'Members' },
  { value: 'athlete', label: 'Athletes on show' },
  { value: 'channel', label: 'Channels' },
  { value: 'payment', label: 'Payments' },
  { value: 'message', label: 'Messages' },
  { value: 'report', label: 'Reports' },
  { value: 'newsletter', label: 'Newsletter' },
];

const targetLabels: Record<AuditTargetType, string> = {
  member: 'Member',
  athlete: 'Athlete',
  channel: 'Channel',
  payment: 'Payment',
  message: 'Message',
  report: 'Report',
  newsletter: 'Newsletter',
};

/** A before/after state in one line: the fields as `name: value`. */
function stateText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(
      ([key, field]) =>
        `${key}: ${typeof field === 'object' ? JSON.stringify(field) : String(field)}`,
    )
    .join(', ');
}

function targetCell(entry: AuditEntry) {
  const label = entry.targetLabel ?? entry.targetId ?? '—';
  if (entry.targetType === 'member' && entry.targetId && entry.action !== 'member.delete') {
    return (
      <Link
        to={`/admin-dashboard/members/${encodeURIComponent(entry.targetId)}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {label}
      </Link>
    );
  }
  return label;
}

/** Every administrator action, newest first: who, what, on whom, before and after, when, where. */
export function Component() {
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState<AuditTargetType | ''>('');
  const [targetId, setTargetId] = useState('');
  const pages = useCursorPages();
  const log = useAuditLog({
    action: action || undefined,
    targetType: targetType || undefined,
    targetId: targetId.trim() || undefined,
    cursor: pages.cursor,
  });
  const items = log.data?.items ?? [];

  return (
    <AdminSection
      title="Audit log"
      description="Every administrator action, kept for good: it cannot be edited or deleted."
    >
      <form
        className="mb-4 grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Filter the audit log"
      >
        <label className="grid gap-1 text-sm font-medium">
          Action
          <Select
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              pages.reset();
            }}
          >
            {actionFamilies.map((family) => (
              <option key={family.value} value={family.value}>
                {family.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          About
          <Select
            value={targetType}
            onChange={(event) => {
              setTargetType(event.target.value as AuditTargetType | '');
              pages.reset();
            }}
          >
            <option value="">Anything</option>
            {auditTargetTypes.map((type) => (
              <option key={type} value={type}>
                {targetLabels[type]}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Target id
          <Input
            value={targetId}
            placeholder="A member's or a payment's id"
            onChange={(event) => {
              setTargetId(event.target.value);
              pages.reset();
            }}
          />
        </label>
      </form>
      <ListState query={log} isEmpty={items.length === 0} empty="No administrator actions match.">
        <div className={tableClasses.wrap}>
          <table className={tableClasses.table}>
            <caption className="sr-only">Administrator actions, newest first</caption>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>
                  When
                </th>
                <th scope="col" className={tableClasses.th}>
                  Who
                </th>
                <th scope="col" className={tableClasses.th}>
                  Action
                </th>
                <th scope="col" className={tableClasses.th}>
                  On
                </th>
                <th scope="col" className={tableClasses.th}>
                  Before
                </th>
                <th scope="col" className={tableClasses.th}>
                  After
                </th>
                <th scope="col" className={tableClasses.th}>
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id} className={tableClasses.row}>
                  <td className={`${tableClasses.td} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{shortDateTime(entry.at)}</time>
                  </td>
                  <td className={tableClasses.td}>{entry.actorEmail}</td>
                  <td className={`${tableClasses.td} font-mono text-xs`}>{entry.action}</td>
                  <td className={tableClasses.td}>{targetCell(entry)}</td>
                  <td
                    className={`${tableClasses.td} text-muted-foreground max-w-56 text-xs break-words`}
                  >
                    {stateText(entry.before)}
                  </td>
                  <td className={`${tableClasses.td} max-w-56 text-xs break-words`}>
                    {stateText(entry.after)}
                  </td>
                  <td className={`${tableClasses.td} text-muted-foreground text-xs`}>
                    {entry.ip ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      <CursorPager pages={pages} nextCursor={log.data?.nextCursor} busy={log.isFetching} />
    </AdminSection>
  );
}
