import type { MemberDetail } from '#shared/schemas/admin-members';
import { Button } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { shortDateTime } from '#client/lib/format-date';
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
  const { sessions } = detail;
  return (
    <SectionCard id="member-sessions" title="Sessions">
      <ListState
        // the sessions come with the member, loaded above
        compact
        isEmpty={sessions.length === 0}
        empty="No open sessions: they are signed out everywhere."
      >
        <AdminTable
          caption="Open sessions, newest first"
          columns={['Signed in', 'From', 'Browser', 'Ends']}
        >
          {sessions.map((open) => (
            <tr key={open.id} className={tableClasses.row}>
              <Cell className="whitespace-nowrap">{shortDateTime(open.createdAt)}</Cell>
              <Cell>{open.ipAddress ?? '—'}</Cell>
              <Cell className="text-muted-foreground max-w-80 text-xs break-words">
                {open.userAgent ?? '—'}
              </Cell>
              <Cell className="whitespace-nowrap">{shortDateTime(open.expiresAt)}</Cell>
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <div className="mt-4">
        <Button
          variant="secondary"
          onClick={onSignOut}
          disabled={detail.self || sessions.length === 0}
        >
          Sign out everywhere
        </Button>
        {detail.self ? (
          <p className="text-muted-foreground mt-2 text-sm">
            This is your own account: sign out from your profile instead.
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}
