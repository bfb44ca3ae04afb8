import { useState } from 'react';
import { Link } from 'react-router';
import { auditTargetTypes, type AuditTargetType } from '#shared/admin';
import type { AuditEntry } from '#shared/schemas/admin';
import { Input } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { useAuditLog } from '../api/audit';
import {
  AdminSection,
  AdminTable,
  Cell,
  tableClasses,
  TimeCell,
} from '../components/admin-section';
import { CursorPager, useCursorPages } from '../components/cursor-pager';
import { FilterSelect } from '../components/filter-select';

const actionFamilies: { value: string; label: string }[] = [
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

const targetOptions = auditTargetTypes.map((type) => ({ value: type, label: targetLabels[type] }));

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
  const [action, setAction] = useState<string>();
  const [targetType, setTargetType] = useState<AuditTargetType>();
  const [targetId, setTargetId] = useState('');
  const pages = useCursorPages();
  const log = useAuditLog({
    action,
    targetType,
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
        <FilterSelect
          label="Action"
          any="All actions"
          options={actionFamilies}
          value={action}
          onChange={(family) => {
            setAction(family);
            pages.reset();
          }}
        />
        <FilterSelect
          label="About"
          any="Anything"
          options={targetOptions}
          value={targetType}
          onChange={(type) => {
            setTargetType(type);
            pages.reset();
          }}
        />
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
        <AdminTable
          caption="Administrator actions, newest first"
          columns={['When', 'Who', 'Action', 'On', 'Before', 'After', 'From']}
        >
          {items.map((entry) => (
            <tr key={entry.id} className={tableClasses.row}>
              <TimeCell value={entry.at} />
              <Cell>{entry.actorEmail}</Cell>
              <Cell className="font-mono text-xs">{entry.action}</Cell>
              <Cell>{targetCell(entry)}</Cell>
              <Cell className="text-muted-foreground max-w-56 text-xs break-words">
                {stateText(entry.before)}
              </Cell>
              <Cell className="max-w-56 text-xs break-words">{stateText(entry.after)}</Cell>
              <Cell className="text-muted-foreground text-xs">{entry.ip ?? '—'}</Cell>
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <CursorPager pages={pages} nextCursor={log.data?.nextCursor} busy={log.isFetching} />
    </AdminSection>
  );
}
