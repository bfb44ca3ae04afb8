import {
  ArrowRight,
  Building2,
  GraduationCap,
  PlayCircle,
  Radio,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Channel } from '#shared/schemas/streams';
import { heroStreamButton, type HeroStreamLabel } from '#shared/streams';
import { Button, buttonClasses } from '#client/components/ui/button';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

/** What the hero knows of the main event. */
export type HeroStream = Pick<Channel, 'slug' | 'found' | 'isActive'>;

const joinCards: { title: MessageId; text: MessageId; to: string; icon: LucideIcon }[] = [
  {
    title: 'home.hero.join.player.title',
    text: 'home.hero.join.player.text',
    to: '/signup/player',
    icon: UserRound,
  },
  {
    title: 'home.hero.join.coach.title',
    text: 'home.hero.join.coach.text',
    to: '/signup/coach',
    icon: GraduationCap,
  },
  {
    title: 'home.hero.join.organization.title',
    text: 'home.hero.join.organization.text',
    to: '/signup/organization',
    icon: Building2,
  },
];

/** The stream button's labels (#shared/streams) in the page's language. */
const streamButtonLabels: Record<HeroStreamLabel, MessageId> = {
  'Watch Live': 'home.hero.stream.watchLive',
  'Stream Offline': 'home.hero.stream.offline',
  'Stream Unavailable': 'home.hero.stream.unavailable',
};

/**
 * The home hero stream button: Watch Live leads to the main event while it is live; otherwise it is
 * disabled and says why (docs/product.md#stream-badges). Until the channel list is in, its place is
 * kept.
 */
function StreamButton({ stream }: { stream: HeroStream | null | undefined }) {
  const t = useT();
  if (stream === undefined) {
    return <span aria-hidden className="bg-muted h-12 w-52 animate-pulse rounded-lg" />;
  }
  const button = heroStreamButton(stream ?? { found: false, isActive: false });
  const label = t(streamButtonLabels[button.label]);
  if (stream && !button.disabled) {
    return (
      <Link
        to={`/live/${stream.slug}`}
        // One width in every state: the buttons beside it stay put when the stream starts or stops.
        className={buttonClasses({ size: 'lg', variant: 'secondary', className: 'w-52' })}
      >
        <span aria-hidden className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500/70 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
        </span>
        {label}
      </Link>
    );
  }
  return (
    <Button size="lg" variant="secondary" disabled className="w-52">
      <Radio className="size-5" aria-hidden />
      {label}
    </Button>
  );
}

/** The top of the home page. Signed-in members go on to their profile instead of joining. */
export function HomeHero({
  signedIn,
  mainEvent,
}: {
  signedIn: boolean;
  /** the main event; undefined while loading, null when there is none */
  mainEvent?: HeroStream | null;
}) {
  const t = useT();
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="from-accent via-background to-background absolute inset-0 -z-10 bg-gradient-to-b"
      />
      <div
        aria-hidden
        className="bg-primary/20 absolute -top-32 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-12 text-center sm:pt-24">
        <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {t('home.hero.title')}
        </h1>
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty">
          {t('home.hero.lead')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {signedIn ? (
            <Link to="/player-profile" className={buttonClasses({ size: 'lg' })}>
              {t('home.hero.completeProfile')}
            </Link>
          ) : null}
          <Link
            to="/training-options"
            className={buttonClasses({ size: 'lg', variant: signedIn ? 'secondary' : 'primary' })}
          >
            <PlayCircle className="size-5" aria-hidden />
            {t('home.hero.trainingVideos')}
          </Link>
          <StreamButton stream={mainEvent} />
        </div>
        {signedIn ? null : (
          <ul className="mx-auto mt-14 grid max-w-5xl gap-4 text-left sm:grid-cols-3">
            {joinCards.map(({ title, text, to, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="group border-border bg-card hover:border-primary flex h-full flex-col rounded-2xl border p-6 shadow-sm transition-colors"
                >
                  <Icon className="text-primary size-8" aria-hidden />
                  <span className="mt-4 text-lg font-semibold">{t(title)}</span>
                  <span className="text-muted-foreground mt-2 flex-1 text-sm">{t(text)}</span>
                  <span className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium">
                    {t('home.hero.join.getStarted')}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
