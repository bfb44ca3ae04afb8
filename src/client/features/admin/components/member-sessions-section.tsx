import type { MemberDetail } from '#shared/schemas/admin-members';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';
import { useAdminFormats } from './admin-formats';
import { AdminListState } from './admin-list-state';
import { AdminTable, Cell, tableClasses } from './admin-section';
import { SectionCard } from './member-section-card';

/** The member's open sessions, and signing them out everywhere. */
export function SessionsSection({
  detail,
  onSignOut,
}: {
  detail: MemberDetail;
  onSignOut: () => void;
}) {
  const t = useT();
  const formats = useAdminFormats();
  const { sessions } = detail;
  return (
    <SectionCard id="member-sessions" title={t('admin.member.sessions.title')}>
      <AdminListState
        // the sessions come with the member, loaded above
        compact
        isEmpty={sessions.length === 0}
        empty={t('admin.member.sessions.empty')}
      >
        <AdminTable
          caption={t('admin.member.sessions.caption')}
          columns={[
            t('admin.member.sessions.column.signedIn'),
            t('admin.member.sessions.column.from'),
            t('admin.member.sessions.column.browser'),
            t('admin.member.sessions.column.ends'),
          ]}
        >
          {sessions.map((open) => (
            <tr key={open.id} className={tableClasses.row}>
              <Cell className="whitespace-nowrap">{formats.dateTime(open.createdAt)}</Cell>
              <Cell>{open.ipAddress ?? '—'}</Cell>
              <Cell className="text-muted-foreground max-w-80 text-xs break-words">
                {open.userAgent ?? '—'}
              </Cell>
              <Cell className="whitespace-nowrap">{formats.dateTime(open.expiresAt)}</Cell>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      <div className="mt-4">
        <Button
          variant="secondary"
          onClick={onSignOut}
          disabled={detail.self || sessions.length === 0}
        >
          {t('admin.member.signOutEverywhere')}
        </Button>
        {detail.self ? (
          <p className="text-muted-foreground mt-2 text-sm">{t('admin.member.sessions.self')}</p>
        ) : null}
      </div>
    </SectionCard>
  );
}
