import {
  Award,
  CalendarCheck,
  CheckCircle2,
  Crown,
  Gem,
  HeartHandshake,
  Lock,
  Medal,
  Repeat,
  Sparkles,
  Trophy,
  Users,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeatureList } from '../components/feature-list';
import { NewsletterForm } from '../components/newsletter-form';
import { WalletConnect } from '../components/wallet-connect';

const features = [
  {
    id: 'dynamic-nfts',
    icon: Gem,
    title: 'Dynamic NFTs',
    text: 'A highlight card that grows with the athlete: stats, class year and new highlights update through the season, so the card you collect as a freshman tells the whole story by senior year.',
    points: [
      'Updates from verified profile stats',
      'Season-by-season history',
      'Highlight clip on every card',
    ],
  },
  {
    id: 'exclusive-content',
    icon: Lock,
    title: 'Exclusive content',
    text: 'Holders unlock extra footage from the athletes they follow: behind-the-scenes training, film breakdowns and season recaps.',
    points: ['Training footage', 'Film breakdowns', 'Season recap videos'],
  },
  {
    id: 'achievement-badges',
    icon: Award,
    title: 'Achievement badges',
    text: 'Badges for real milestones: completing a training level, a personal best, a state final, a college commitment. Each badge records when and how it was earned.',
    points: ['Training level completions', 'Personal bests', 'Commitments and honours'],
  },
  {
    id: 'fan-engagement',
    icon: HeartHandshake,
    title: 'Fan engagement',
    text: 'Family, friends and fans can support an athlete’s journey, follow their progress and celebrate milestones with them.',
    points: ['Follow an athlete’s progress', 'Milestone celebrations', 'Supporter recognition'],
  },
  {
    id: 'tournament-drops',
    icon: Trophy,
    title: 'Tournament drops',
    text: 'Limited-edition collectibles released during live tournaments on the site, marking the games and moments that mattered.',
    points: [
      'Limited editions per event',
      'Released during live streams',
      'Moments from the final rounds',
    ],
  },
];

const roadmap = [
  {
    phase: 'Phase 1',
    status: 'Now',
    title: 'Design and early access list',
    text: 'Shaping the cards and badges with athletes, parents and coaches; collecting early access sign-ups.',
  },
  {
    phase: 'Phase 2',
    status: 'Next',
    title: 'Pi wallet connection',
    text: 'Connect your Pi wallet in the Pi Browser and reserve your athlete card.',
  },
  {
    phase: 'Phase 3',
    status: 'Later',
    title: 'Achievement badges and highlight cards',
    text: 'The first badges and dynamic cards, minted for athletes with complete profiles and, for minors, parental consent.',
  },
  {
    phase: 'Phase 4',
    status: 'Later',
    title: 'Tournament drops and fan features',
    text: 'Limited drops during live tournaments and ways for fans to support the athletes they follow.',
  },
];

const upcoming = [
  {
    icon: Repeat,
    title: 'Trading between collectors',
    text: 'Exchange cards with other collectors, priced in Pi.',
  },
  {
    icon: Crown,
    title: 'Legend editions',
    text: 'Special cards for milestone careers and record seasons.',
  },
  { icon: Users, title: 'Team sets', text: 'Collect a whole roster and unlock a team card.' },
  {
    icon: CalendarCheck,
    title: 'Season passes',
    text: 'Follow every drop of a season in one purchase.',
  },
];

function ConfirmationNotice() {
  const [params] = useSearchParams();
  const subscribed = params.get('subscribed');
  if (subscribed !== '1' && subscribed !== '0') return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      {subscribed === '1' ? (
        <Alert tone="success" title="Thank you, your email is confirmed.">
          You are on the early access list and will hear from us first when athlete NFTs launch.
        </Alert>
      ) : (
        <Alert tone="warning" title="That confirmation link did not work.">
          It may have been used already. Subscribe again below to get a new one.
        </Alert>
      )}
    </div>
  );
}

export function Component() {
  useDocumentTitle(
    'Athlete NFTs: Coming Soon',
    'Athlete NFTs on Pi are coming: dynamic highlight cards, achievement badges, exclusive content, fan engagement and tournament drops. Join early access.',
  );
  return (
    <>
      <ConfirmationNotice />
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgba(168,85,247,0.5),transparent_40%),radial-gradient(circle_at_0%_100%,rgba(249,115,22,0.4),transparent_45%)]"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:py-24 lg:grid-cols-2">
          <div>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
              <Sparkles className="size-4 text-amber-300" aria-hidden />
              Coming soon
            </span>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Athlete NFTs: Coming Soon
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-300">
              Collectible highlight cards that grow with every season, badges for real achievements
              and limited drops from live tournaments, on the Pi Network. Nothing is for sale yet;
              early access members hear first.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a
                href="#early-access"
                className={buttonClasses({
                  size: 'lg',
                  variant: 'plain',
                  className: 'bg-amber-400 text-slate-950 shadow-sm hover:bg-amber-300',
                })}
              >
                Join Early Access with Pi
              </a>
              <Link
                to="/tournaments"
                className={buttonClasses({ size: 'lg', variant: 'inverse-outline' })}
              >
                <Medal className="size-5" aria-hidden />
                See Tournaments
              </Link>
            </div>
          </div>
          <div aria-hidden className="mx-auto w-full max-w-sm">
            <div className="rotate-3 rounded-3xl bg-gradient-to-br from-amber-300 via-orange-500 to-fuchsia-700 p-1 shadow-2xl shadow-fuchsia-900/40">
              <div className="rounded-[1.35rem] bg-slate-900 p-5">
                <img
                  src="/images/spotlight/athlete.svg"
                  alt=""
                  width={400}
                  height={400}
                  className="aspect-square w-full rounded-2xl object-cover"
                />
                <div className="mt-4 flex items-center justify-between">
                  <div>
                    <p className="text-xs tracking-wider text-slate-400 uppercase">
                      Highlight card
                    </p>
                    <p className="text-lg font-bold">Your name here</p>
                  </div>
                  <span className="rounded-full bg-amber-400/20 px-2.5 py-1 text-xs font-semibold text-amber-300">
                    #001
                  </span>
                </div>
                <div className="mt-4 grid grid-cols-3 gap-2 text-center text-xs">
                  {['Season 1', 'Level 4', '3 badges'].map((stat) => (
                    <span key={stat} className="rounded-lg bg-white/5 py-2 text-slate-300">
                      {stat}
                    </span>
                  ))}
                </div>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="nft-features" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="nft-features"
          eyebrow="What is coming"
          title="Built around real athletic achievement"
          description="Every card and badge is tied to a verified profile, so what you collect reflects work done on the court, the field and the track."
        />
        <div className="mt-12 grid gap-6">
          {features.map(({ id, icon: Icon, title, text, points }, index) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="border-border bg-card grid gap-6 rounded-3xl border p-6 shadow-sm sm:p-8 md:grid-cols-[auto_1fr_auto] md:items-center"
            >
              <span
                className={cn(
                  'inline-flex size-14 items-center justify-center rounded-2xl text-white',
                  index % 2 === 0
                    ? 'bg-gradient-to-br from-violet-500 to-fuchsia-700'
                    : 'bg-gradient-to-br from-orange-400 to-rose-600',
                )}
              >
                <Icon className="size-7" aria-hidden />
              </span>
              <div>
                <h3 id={`${id}-title`} className="text-xl font-semibold">
                  {title}
                </h3>
                <p className="text-muted-foreground mt-2 text-pretty">{text}</p>
              </div>
              <ul className="grid gap-1.5 text-sm md:w-64">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckCircle2 className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <section aria-labelledby="nft-roadmap" className="bg-muted/40 border-border border-y">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="nft-roadmap"
            eyebrow="Roadmap"
            title="How we get there"
            description="We launch in phases and will only move on when each step is safe and working well."
          />
          <ol className="border-border relative mt-12 ml-3 grid gap-10 border-l-2 pl-8">
            {roadmap.map((step) => (
              <li key={step.phase} className="relative">
                <span
                  aria-hidden
                  className={cn(
                    'absolute top-1 -left-[2.55rem] size-5 rounded-full border-4',
                    step.status === 'Now'
                      ? 'border-primary bg-background'
                      : 'border-border bg-background',
                  )}
                />
                <p className="text-sm font-semibold">
                  {step.phase}
                  <span
                    className={cn(
                      'ml-2 rounded-full px-2 py-0.5 text-xs',
                      step.status === 'Now'
                        ? 'bg-primary text-primary-foreground'
                        : 'bg-muted text-muted-foreground',
                    )}
                  >
                    {step.status}
                  </span>
                </p>
                <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
                <p className="text-muted-foreground mt-1">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="nft-upcoming" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="nft-upcoming"
          eyebrow="Further out"
          title="Upcoming NFT features"
          description="Ideas we are exploring with the community after launch."
        />
        <FeatureList
          features={upcoming}
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </section>

      <section
        id="early-access"
        aria-labelledby="early-access-title"
        className="mx-auto max-w-7xl scroll-mt-32 px-4"
      >
        <div className="border-border bg-card grid gap-10 rounded-3xl border p-6 shadow-sm sm:p-10 lg:grid-cols-2">
          <div>
            <h2 id="early-access-title" className="text-2xl font-bold sm:text-3xl">
              Join early access
            </h2>
            <p className="text-muted-foreground mt-3">
              Connect your Pi wallet from the Pi Browser to hold your place, and subscribe for news
              of each launch phase.
            </p>
            <div className="mt-6">
              <WalletConnect />
            </div>
          </div>
          <div>
            <h3 className="text-lg font-semibold">Get launch news by email</h3>
            <p className="text-muted-foreground mt-2 mb-5 text-sm">
              Hear the day each phase opens. Athletes under 18 should check with a parent or
              guardian before joining a wallet-based feature.
            </p>
            <NewsletterForm />
          </div>
        </div>
      </section>
    </>
  );
}
