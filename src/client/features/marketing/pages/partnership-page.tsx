import {
  BadgeDollarSign,
  BarChart3,
  Handshake,
  Layers,
  LifeBuoy,
  Ticket,
  TrendingUp,
} from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';
import { getSiteName } from '#client/lib/site-name';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { FeatureList } from '../components/feature-list';
import { PartnerAdvantage } from '../components/partner-advantage';
import { PartnerDemoLink, PartnerSiteLink } from '../components/partner-links';
import { PartnerPackages } from '../components/partner-packages';
import { PartnerTestimonials } from '../components/partner-testimonials';

const benefits = [
  {
    icon: TrendingUp,
    title: 'Revenue split',
    text: 'Earn a share of the subscriptions paid by the athletes you bring to the platform, from 30% up to 80%.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Per-athlete payouts',
    text: 'A fixed payout for every athlete who joins through your partner link, set by your package.',
  },
  {
    icon: Ticket,
    title: 'Comped athlete accounts',
    text: 'Give athletes who cannot afford a membership a full account on us: 1 to 20, depending on the package.',
  },
  {
    icon: Layers,
    title: 'Downline layers',
    text: 'When partners you introduce bring in athletes, you share in that growth too, up to four layers deep.',
  },
  {
    icon: BarChart3,
    title: 'Partner dashboard',
    text: 'See sign-ups, active athletes and payouts in one place, with a statement every month.',
  },
  {
    icon: LifeBuoy,
    title: 'Real support',
    text: 'A partnership team that answers your questions and helps you present the platform to families.',
  },
];
export function Component() {
  const siteName = getSiteName();
  useDocumentTitle(
    'Recruiting Partnership',
    'Partner with us as a recruiter, trainer, club or program: four packages with revenue splits, per-athlete payouts, comped athlete accounts and downline layers.',
  );
  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(249,115,22,0.35),transparent_45%),radial-gradient(circle_at_90%_80%,rgba(59,130,246,0.35),transparent_45%)]"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <Handshake className="size-4 text-orange-300" aria-hidden />
            For recruiters, trainers, clubs and programs
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            Recruiting Partnership
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-300">
            Bring your athletes to {siteName}, give them better training and more exposure, and earn
            from the growth you create. Four packages, clear figures, no surprises.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <PartnerSiteLink
              label="Become a Partner"
              variant="plain"
              className="bg-orange-700 text-white shadow-sm hover:bg-orange-800"
            />
            <PartnerDemoLink variant="inverse-outline" />
          </div>
        </div>
      </section>

      <section aria-labelledby="partner-benefits" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="partner-benefits"
          eyebrow="Benefits"
          title="What partners get"
          description="Every package includes the same tools; the figures grow with the package you choose."
        />
        <FeatureList
          features={benefits}
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        />
      </section>

      <PartnerPackages />

      <PartnerTestimonials />

      <PartnerAdvantage siteName={siteName} />

      <section
        aria-labelledby="partner-cta"
        className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20"
      >
        <h2 id="partner-cta" className="text-3xl font-bold text-balance">
          Grow with the athletes you believe in
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 max-w-xl">
          Choose a package today, or talk it through with our team first.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <PartnerSiteLink label="Become a Partner" />
          <PartnerDemoLink />
        </div>
      </section>
    </>
  );
}
