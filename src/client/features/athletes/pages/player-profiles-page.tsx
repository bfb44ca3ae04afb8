import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAthleteList } from '../api/list-athletes';
import { AthleteGrid } from '../components/athlete-card';
import { LoadMore } from '../components/load-more';

export function Component() {
  useDocumentTitle('Player Profiles');
  const { user } = useAuth();
  const list = useAthleteList({ complete: true }, Boolean(user));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      <PageHeader
        title="Player Profiles"
        description="Athletes who have completed their profiles, newest first."
      />
      <aside className="border-primary/30 bg-primary/5 mx-auto mb-10 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border p-5 text-center sm:flex-row sm:text-left">
        <UserRoundPen className="text-primary size-8 shrink-0" aria-hidden />
        <p className="flex-1 text-sm">
          <strong className="block text-base">Just signed up?</strong>
          Complete your profile so recruiters and coaches can find you here. Confirm your email
          first, then add your sport, position, school and a photo.
        </p>
        <Link
          to={user ? '/player-profile' : '/login?redirectTo=%2Fplayer-profile'}
          className={buttonClasses()}
        >
          Complete your profile
        </Link>
      </aside>
      {list.isPending ? (
        <AthleteGrid athletes={[]} loading columns="sm:grid-cols-2 lg:grid-cols-4" />
      ) : items.length === 0 ? (
        <p className="text-muted-foreground py-12 text-center">
          No complete profiles yet. Be the first!
        </p>
      ) : (
        <>
          <AthleteGrid athletes={items} columns="sm:grid-cols-2 lg:grid-cols-4" />
          <LoadMore
            hasMore={Boolean(list.hasNextPage)}
            loading={list.isFetchingNextPage}
            onLoad={() => void list.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
