import {
  ArrowRight,
  Building2,
  Dumbbell,
  Eye,
  GraduationCap,
  HeartHandshake,
  School,
  ShieldCheck,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { SectionHeading } from '#client/components/ui/section-heading';
import { getSiteName } from '#client/lib/site-name';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { FeatureList } from '../components/feature-list';

const pillars = [
  {
    icon: Dumbbell,
    title: 'Train',
    text: 'Video training for basketball, football, baseball, soccer, volleyball, track and field, wrestling and hockey, arranged by age and level.',
  },
  {
    icon: Trophy,
    title: 'Get better',
    text: 'A development path from fundamentals at 6 to college preparation at 18, so every athlete knows what to work on next.',
  },
  {
    icon: Eye,
    title: 'Showcase',
    text: 'Athlete profiles with stats, class year and highlight video, searchable by the recruiters and college coaches who need to find them.',
  },
];

const partners = [
  {
    icon: School,
    title: 'Schools and athletic departments',
    text: 'Give every team in the building the same training library and help seniors reach college programs.',
  },
  {
    icon: Users,
    title: 'Clubs and travel teams',
    text: 'Keep players training between practices and put the whole roster’s profiles in one place.',
  },
  {
    icon: Building2,
    title: 'Youth leagues',
    text: 'Stream league games and tournaments, and offer families a safe place to follow their athletes.',
  },
  {
    icon: GraduationCap,
    title: 'Recruiters and college coaches',
    text: 'Verified coaches search athletes by sport, position, class, state, size and highlights, keep recruiting boards and write evaluations the athlete can read.',
  },
];

const commitments = [
  {
    icon: HeartHandshake,
    title: 'Open to every athlete',
    text: 'Talent is everywhere; exposure is not. Basic access is free, and a phone is all it takes to train and build a profile.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe for young athletes',
    text: 'Many of our members are 13 to 17. Their profiles are limited, messages are restricted and parents stay in control.',
  },
  {
    icon: Trophy,
    title: 'Measured by results',
    text: 'We count success in roster spots, scholarships and personal bests earned by the athletes who train here.',
  },
];

export function Component() {
  const siteName = getSiteName();
  useDocumentTitle(
    'About',
    `${siteName} helps youth and amateur athletes train, improve and get found by recruiters and college coaches. Meet our partners and our vision.`,
  );
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden
          className="from-accent via-background to-background absolute inset-0 -z-10 bg-gradient-to-b"
        />
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-24">
          <p className="text-primary text-sm font-semibold tracking-wider uppercase">
            About {siteName}
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">About</h1>
          <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty">
            {siteName} is where youth and amateur athletes train, get better and show what they can
            do. We bring training, athlete profiles and live sport together so that talent gets
            seen, whichever school, club or town it comes from.
          </p>
        </div>
      </section>

      <section aria-labelledby="about-pillars" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="about-pillars" className="sr-only">
          What we do
        </h2>
        <FeatureList features={pillars} className="grid gap-6 md:grid-cols-3" />
      </section>

      <section aria-labelledby="about-partners" className="bg-muted/40 border-border mt-8 border-y">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="about-partners"
            eyebrow="Partnerships"
            title="Who we work with"
            description="We partner with the people and programs around young athletes, so that training and exposure reach further than any one team can."
          />
          <FeatureList
            features={partners}
            className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          />
          <p className="mt-8 text-center">
            <Link
              to="/partnership"
              className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
            >
              See the recruiting partnership packages
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="about-vision" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-center">
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 p-8 text-white sm:p-10">
            <div
              aria-hidden
              className="absolute -right-16 -bottom-16 size-64 rounded-full bg-orange-500/30 blur-3xl"
            />
            <p className="relative text-sm font-semibold tracking-wider text-orange-300 uppercase">
              Our vision
            </p>
            <h2 id="about-vision" className="relative mt-3 text-3xl font-bold text-balance">
              Every athlete seen for their talent, not their zip code
            </h2>
            <p className="relative mt-4 text-slate-300">
              We want a young player in a small town to have the same chance to be found as one on a
              national showcase team: the same coaching, the same tools to tell their story and a
              safe place to do it.
            </p>
          </div>
          <FeatureList features={commitments} layout="row" className="grid gap-6" />
        </div>
      </section>

      <section aria-labelledby="about-cta" className="mx-auto max-w-4xl px-4 pb-8 text-center">
        <h2 id="about-cta" className="text-2xl font-bold sm:text-3xl">
          Ready to start?
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 max-w-xl">
          Create a free account to build your profile, or start with the training videos today.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/signup" className={buttonClasses({ size: 'lg' })}>
            Create an Account
          </Link>
          <Link to="/videos" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            Watch Training Videos
          </Link>
        </div>
        <p className="text-muted-foreground mt-8 text-sm">
          How we protect young athletes is set out in our{' '}
          <Link
            to="/child-safety"
            className="text-primary underline underline-offset-4 hover:decoration-2"
          >
            Child Safety Statement
          </Link>
          .
        </p>
      </section>
    </>
  );
}
