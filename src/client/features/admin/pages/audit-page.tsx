import { useState } from 'react';
import { Link } from 'react-router';
import { auditTargetTypes, type AuditTargetType } from '#shared/admin';
import type { AuditEntry } from '#shared/schemas/admin';
import { Input } from '#client/components/ui/input';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { useAuditLog } from '../api/audit';
import { auditActionTexts, auditTargetTexts, labelOf } from '../components/admin-labels';
import { AdminListState } from '../components/admin-list-state';
import {
  AdminSection,
  AdminTable,
  Cell,
  tableClasses,
  TimeCell,
} from '../components/admin-section';
import { CursorPager, useCursorPages } from '../components/cursor-pager';
import { FilterSelect } from '../components/filter-select';

const actionFamilies: { value: string; label: MessageId }[] = [
  { value: 'member', label: 'admin.audit.family.member' },
  { value: 'athlete', label: 'admin.audit.family.athlete' },
  { value: 'channel', label: 'admin.audit.family.channel' },
  { value: 'payment', label: 'admin.audit.family.payment' },
  { value: 'message', label: 'admin.audit.family.message' },
  { value: 'report', label: 'admin.audit.family.report' },
  { value: 'newsletter', label: 'admin.audit.family.newsletter' },
];

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

/** An action in words, with the code the log stores ("member.ban") under it. */
function ActionCell({ action, t }: { action: string; t: Translate }) {
  const words = labelOf(t, auditActionTexts, action);
  return (
    <Cell>
      {words === action ? null : <span className="block">{words}</span>}
      <span className="text-muted-foreground font-mono text-xs">{action}</span>
    </Cell>
  );
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
  const t = useT();
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
    <AdminSection title={t('admin.nav.audit')} description={t('admin.audit.description')}>
      <form
        className="mb-4 grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('admin.audit.filter')}
      >
        <FilterSelect
          label={t('admin.audit.column.action')}
          any={t('admin.audit.filter.action.any')}
          options={actionFamilies.map((family) => ({
            value: family.value,
            label: t(family.label),
          }))}
          value={action}
          onChange={(family) => {
            setAction(family);
            pages.reset();
          }}
        />
        <FilterSelect
          label={t('admin.audit.filter.about')}
          any={t('admin.audit.filter.about.any')}
          options={auditTargetTypes.map((type) => ({
            value: type,
            label: t(auditTargetTexts[type]),
          }))}
          value={targetType}
          onChange={(type) => {
            setTargetType(type);
            pages.reset();
          }}
        />
        <label className="grid gap-1 text-sm font-medium">
          {t('admin.audit.filter.targetId')}
          <Input
            value={targetId}
            placeholder={t('admin.audit.filter.targetId.placeholder')}
            onChange={(event) => {
              setTargetId(event.target.value);
              pages.reset();
            }}
          />
        </label>
      </form>
      <AdminListState query={log} isEmpty={items.length === 0} empty={t('admin.audit.empty')}>
        <AdminTable
          caption={t('admin.audit.caption')}
          columns={[
            t('admin.audit.column.when'),
            t('admin.audit.column.who'),
            t('admin.audit.column.action'),
            t('admin.audit.column.on'),
            t('admin.audit.column.before'),
            t('admin.audit.column.after'),
            t('admin.audit.column.from'),
          ]}
        >
          {items.map((entry) => (
            <tr key={entry.id} className={tableClasses.row}>
              <TimeCell value={entry.at} />
              <Cell>{entry.actorEmail}</Cell>
              <ActionCell action={entry.action} t={t} />
              <Cell>{targetCell(entry)}</Cell>
              <Cell className="text-muted-foreground max-w-56 text-xs break-words">
                {stateText(entry.before)}
              </Cell>
              <Cell className="max-w-56 text-xs break-words">{stateText(entry.after)}</Cell>
              <Cell className="text-muted-foreground text-xs">{entry.ip ?? '—'}</Cell>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      <CursorPager pages={pages} nextCursor={log.data?.nextCursor} busy={log.isFetching} />
    </AdminSection>
  );
}
