import { Plus, Radio, Tv } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ChannelWithKey } from '#shared/schemas/streams';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { ApiError, errorMessage } from '#client/lib/api';
import { useAuth, type SessionUser } from '#client/lib/auth/auth-provider';
import { RequireAuth } from '#client/lib/auth/guards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useOwnChannels } from '../api/own-channels';
import { CreateChannelForm } from '../components/channel-form';
import { OwnChannelList, OwnChannelListSkeleton } from '../components/own-channel-list';
import { StreamKeyPanel } from '../components/stream-key-panel';
import type { PageHandle } from '#client/lib/page-prefetch';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

export function Component() {
  const t = useT();
  useDocumentTitle(t('streams.myChannels.title'), t('streams.myChannels.metaDescription'));
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:py-14">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">{t('streams.myChannels.title')}</h1>
          <p className="text-muted-foreground mt-2">{t('streams.myChannels.intro')}</p>
        </header>
        <MyChannels />
      </div>
    </RequireAuth>
  );
}

function NotForAthletes({ message }: { message: string }) {
  const t = useT();
  return (
    <Card className="grid justify-items-start gap-3">
      <span className="bg-primary/10 text-primary grid size-11 place-items-center rounded-full">
        <Tv className="size-5" aria-hidden />
      </span>
      <h2 className="text-xl font-semibold">{t('streams.myChannels.athleteTitle')}</h2>
      <p className="text-muted-foreground">{t('streams.myChannels.athleteText', { message })}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/live" className={buttonClasses()}>
          {t('streams.myChannels.watchLive')}
        </Link>
        <Link to="/player-profile" className={buttonClasses({ variant: 'secondary' })}>
          {t('streams.myChannels.athleteProfile')}
        </Link>
      </div>
    </Card>
  );
}

function MyChannels() {
  const t = useT();
  const { user, isAdmin } = useAuth();
  // RequireAuth renders this only with a user.
  if (!user) return null;
  if (user.userType === 'player' && !isAdmin) {
    return <NotForAthletes message={t('streams.myChannels.notForAthletes')} />;
  }
  return <ChannelManager user={user} isAdmin={isAdmin} />;
}

function ChannelManager({ user, isAdmin }: { user: SessionUser; isAdmin: boolean }) {
  const t = useT();
  const shown = useShownText();
  const channels = useOwnChannels(user.id);
  const items = channels.data?.items ?? [];
  const [revealed, setRevealed] = useState<ChannelWithKey | null>(null);

  if (channels.error instanceof ApiError && channels.error.status === 403) {
    return <NotForAthletes message={shown(channels.error.message)} />;
  }

  return (
    <>
      {revealed ? (
        <StreamKeyPanel
          key={revealed.streamKey}
          result={revealed}
          onDismiss={() => setRevealed(null)}
        />
      ) : null}

      <section aria-labelledby="own-channels-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="own-channels-heading" className="text-xl font-semibold tracking-tight">
              {isAdmin ? t('streams.myChannels.allChannels') : t('streams.myChannels.yourChannels')}
            </h2>
            {isAdmin ? (
              <p className="text-muted-foreground mt-1 text-sm">
                {t('streams.myChannels.adminNote')}
              </p>
            ) : null}
          </div>
          {items.length ? (
            <a href="#create-channel" className={buttonClasses({ size: 'sm' })}>
              <Plus className="size-4" aria-hidden />
              {t('streams.myChannels.create')}
            </a>
          ) : null}
        </div>
        <ListState
          query={channels}
          skeleton={<OwnChannelListSkeleton />}
          errorStyle="alert"
          errorTitle={t('streams.myChannels.loadError')}
          describeError={(error) => shown(errorMessage(error, ''))}
          retry
          retrying={channels.isFetching}
          isEmpty={items.length === 0}
          emptyView={
            <Card className="grid justify-items-center gap-2 py-10 text-center">
              <span className="bg-primary/10 text-primary grid size-12 place-items-center rounded-full">
                <Radio className="size-6" aria-hidden />
              </span>
              <p className="text-lg font-semibold">{t('streams.myChannels.emptyTitle')}</p>
              <p className="text-muted-foreground max-w-md text-sm">
                {t('streams.myChannels.emptyText')}
              </p>
            </Card>
          }
        >
          <OwnChannelList channels={items} onKeyRevealed={setRevealed} />
        </ListState>
      </section>

      <section
        id="create-channel"
        aria-labelledby="create-channel-heading"
        className="grid scroll-mt-32 gap-4"
      >
        <h2 id="create-channel-heading" className="text-xl font-semibold tracking-tight">
          {t('streams.myChannels.create')}
        </h2>
        <Card>
          <CreateChannelForm onCreated={setRevealed} />
        </Card>
      </section>
    </>
  );
}
