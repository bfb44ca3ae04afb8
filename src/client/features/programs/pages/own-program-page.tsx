import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { RequireAuth } from '#client/lib/auth/guards';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import type { PageHandle } from '#client/lib/page-prefetch';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { ownProgramQueryOptions } from '../api/programs';
import { ManagedTeamCard } from '../components/managed-team-card';
import { NewTeamForm } from '../components/new-team-form';
import { ProgramDashboard } from '../components/program-dashboard';
import { ProgramDetailsForm } from '../components/program-details-form';
import { ScheduleCard } from '../components/schedule-card';
import { StaffCard } from '../components/staff-card';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

/**
 * /programs (docs/product.md#programs): an organization runs its program: the page's fields, its
 * teams, invitations by email and join links, each roster with jersey numbers and positions, and
 * its staff, with the program dashboard at the top for its owner and admins. A coach of the program
 * sees the teams and runs their rosters only.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('programs.own.title'));
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">{t('programs.own.title')}</h1>
        <ProgramContent />
      </div>
    </RequireAuth>
  );
}

function ProgramContent() {
  const t = useT();
  const shown = useShownText();
  const { user } = useAuth();
  const program = useQuery({ ...ownProgramQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  if (program.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('programs.own.loading')}
      </p>
    );
  }
  if (program.error) {
    return (
      <Alert tone="error" title={t('programs.own.failed')}>
        {shown(errorMessage(program.error, t('programs.tryAgainLater')))}
      </Alert>
    );
  }
  const data = program.data;
  // Coaches run the rosters; the page, the teams and the staff are the admins' (and the owner's).
  const admin = data.myRole !== 'coach';
  const publicPage = `/org/${data.slug}`;
  return (
    <>
      {admin ? <ProgramDashboard userId={user?.id ?? ''} /> : null}
      <p className="text-muted-foreground">
        <RichMessage
          id="programs.own.publicPage"
          parts={{
            link: (
              <Link
                to={publicPage}
                className="text-primary font-medium underline-offset-4 hover:underline"
              >
                {publicPage}
              </Link>
            ),
          }}
        />
      </p>
      {admin ? null : (
        <p className="text-muted-foreground text-sm">
          {t('programs.own.coachText', { program: data.name })}
        </p>
      )}
      {admin ? <ProgramDetailsForm key={data.slug} program={data} /> : null}
      <section aria-labelledby="teams-heading" className="grid gap-4">
        <h2 id="teams-heading" className="text-2xl font-semibold">
          {t('programs.program.teams')}
        </h2>
        <ListState
          // the teams come with the program, loaded above
          isEmpty={data.teams.length === 0}
          emptyView={
            <Card>
              <p className="text-muted-foreground text-sm">
                {admin ? t('programs.own.noTeams') : t('programs.program.noTeams')}
              </p>
            </Card>
          }
        >
          {data.teams.map((team) => (
            <ManagedTeamCard
              key={team.id}
              team={team}
              programSlug={data.slug}
              canEditTeam={admin}
            />
          ))}
        </ListState>
        {admin ? <NewTeamForm defaultSport={data.sports[0]} /> : null}
      </section>
      <ScheduleCard
        userId={user?.id ?? ''}
        teams={data.teams.map((team) => ({ id: team.id, name: team.name }))}
        defaultState={data.state}
      />
      {admin ? <StaffCard userId={user?.id ?? ''} /> : null}
    </>
  );
}
