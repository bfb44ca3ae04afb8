import { ArrowRight, Building2, GraduationCap, PlayCircle, Radio, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Channel } from '#shared/schemas/streams';
import { heroStreamButton } from '#shared/streams';
import { Button, buttonClasses } from '#client/components/ui/button';

/** What the hero knows of the main event. */
export type HeroStream = Pick<Channel, 'slug' | 'found' | 'isActive'>;

const joinCards = [
  {
    title: 'Join as a Player',
    text: 'Build your athlete profile and get seen by recruiters and college coaches.',
    to: '/signup/player',
    icon: UserRound,
  },
  {
    title: 'Join as a Coach',
    text: 'Run your program, follow your athletes and find new talent.',
    to: '/signup/coach',
    icon: GraduationCap,
  },
  {
    title: 'Join as an Organization',
    text: 'Bring your school, club or league and its teams on board.',
    to: '/signup/organization',
    icon: Building2,
  },
];

/**
 * The home hero stream button: Watch Live leads to the main event while it is live; otherwise it is
 * disabled and says why (docs/product.md#stream-badges). Until the channel list is in, its place is
 * kept.
 */
function StreamButton({ stream }: { stream: HeroStream | null | undefined }) {
  if (stream === undefined) {
    return <span aria-hidden className="bg-muted h-12 w-52 animate-pulse rounded-lg" />;
  }
  const button = heroStreamButton(stream ?? { found: false, isActive: false });
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
        {button.label}
      </Link>
    );
  }
  return (
    <Button size="lg" variant="secondary" disabled className="w-52">
      <Radio className="size-5" aria-hidden />
      {button.label}
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
          Train, Get Better, Showcase Your Athletic Talent
        </h1>
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty">
          Training videos for eight sports, athlete profiles that recruiters and college coaches can
          find, and live games you can watch from anywhere.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {signedIn ? (
            <Link to="/player-profile" className={buttonClasses({ size: 'lg' })}>
              Complete Your Profile
            </Link>
          ) : null}
          <Link
            to="/training-options"
            className={buttonClasses({ size: 'lg', variant: signedIn ? 'secondary' : 'primary' })}
          >
            <PlayCircle className="size-5" aria-hidden />
            Training Videos
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
                  <span className="mt-4 text-lg font-semibold">{title}</span>
                  <span className="text-muted-foreground mt-2 flex-1 text-sm">{text}</span>
                  <span className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium">
                    Get started
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
