import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { PageHeader } from '#client/components/ui/page-header';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import type { PageHandle } from '#client/lib/page-prefetch';
import { athleteListQueryOptions, useAthleteList } from '../api/list-athletes';
import { addToBoardAction } from '../components/add-to-board';
import { AthleteResults } from '../components/athlete-results';

export const handle: PageHandle = {
  prefetch: ({ queryClient, userId }) =>
    queryClient.prefetchInfiniteQuery(athleteListQueryOptions({ complete: true }, Boolean(userId))),
};

export function Component() {
  const t = useT();
  useDocumentTitle(t('athletes.profiles.title'));
  const { user } = useAuth();
  const list = useAthleteList({ complete: true }, Boolean(user));
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <PageHeader
        title={t('athletes.profiles.title')}
        description={t('athletes.profiles.description')}
      />
      <aside className="border-primary/30 bg-primary/5 mx-auto mb-10 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border p-5 text-center sm:flex-row sm:text-left">
        <UserRoundPen className="text-primary size-8 shrink-0" aria-hidden />
        <p className="flex-1 text-sm">
          <strong className="block text-base">{t('athletes.profiles.newcomer.title')}</strong>
          {t('athletes.profiles.newcomer.text')}
        </p>
        <Link
          to={user ? '/player-profile' : '/login?redirectTo=%2Fplayer-profile'}
          className={buttonClasses()}
        >
          {t('athletes.profiles.newcomer.action')}
        </Link>
      </aside>
      <AthleteResults
        cardAction={addToBoardAction}
        list={list}
        columns="sm:grid-cols-2 lg:grid-cols-4"
        empty={
          <p className="text-muted-foreground py-12 text-center">{t('athletes.profiles.empty')}</p>
        }
      />
    </div>
  );
}
