import {
  BadgeDollarSign,
  BarChart3,
  Check,
  Handshake,
  Layers,
  LifeBuoy,
  MessageSquareQuote,
  ShieldCheck,
  Dumbbell,
  Search,
  Ticket,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { partnershipPackages } from '#shared/partnership-packages';
import { buttonClasses } from '#client/components/ui/button';
import { SectionHeading } from '#client/components/ui/section-heading';
import { getSiteName } from '#client/lib/site-name';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { FeatureList } from '../components/feature-list';
import { OfferCard, OfferPrice } from '../components/offer-card';
import { PartnerDemoLink, PartnerSiteLink } from '../components/partner-links';

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

const testimonials = [
  {
    quote:
      'Our club used to hand families a list of websites. Now every player trains on the same library and the older kids have profiles coaches actually look at.',
    name: 'Club director',
    detail: 'Travel basketball, VIP partner',
  },
  {
    quote:
      'The comped accounts matter most to me. I can make sure the kid who cannot pay still gets the same tools as everyone else.',
    name: 'Independent trainer',
    detail: 'Speed and agility, PRO+ partner',
  },
  {
    quote:
      'We run a small recruiting service. The partner dashboard shows exactly what we earn and why, which makes it easy to explain to parents.',
    name: 'Recruiting consultant',
    detail: 'Multi-sport, PRO partner',
  },
];

const advantages = [
  {
    icon: Dumbbell,
    text: 'Training for eight sports and every age from 6 to 18, not only highlight hosting',
  },
  { icon: Search, text: 'Profiles searched by recruiters and college coaches' },
  { icon: Wallet, text: 'Payments by card or in Pi, so families can use what they have' },
  {
    icon: ShieldCheck,
    text: 'Child-safety rules built in: limited profiles for minors, restricted messaging and parental consent',
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

      <section aria-labelledby="partner-packages" className="bg-muted/40 border-border border-y">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="partner-packages"
            eyebrow="Packages"
            title="Choose your partnership"
            description="Three monthly packages and one lifetime partnership."
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {partnershipPackages.map((pkg) => (
              <li key={pkg.id}>
                <OfferCard
                  titleId={`package-${pkg.id}`}
                  title={pkg.title}
                  titleClassName="text-xl font-bold"
                  badge={pkg.badge}
                  popular={pkg.popular}
                >
                  <OfferPrice amount={pkg.price} billing={pkg.subtitle} className="mt-3" />
                  <p className="text-muted-foreground mt-3 text-sm">{pkg.description}</p>
                  <ul
                    aria-label={`${pkg.title} figures`}
                    className="mt-5 grid gap-2 text-sm font-medium"
                  >
                    {pkg.splits.map((line) => (
                      <li key={line} className="flex gap-2">
                        <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                        {line}
                      </li>
                    ))}
                  </ul>
                  <ul className="border-border text-muted-foreground mt-4 grid flex-1 content-start gap-2 border-t pt-4 text-sm">
                    {pkg.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0" aria-hidden />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <PartnerSiteLink
                    label={`Choose ${pkg.title}`}
                    variant={pkg.popular ? 'primary' : 'secondary'}
                    size="md"
                    className="mt-6 w-full"
                  />
                </OfferCard>
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground mx-auto mt-8 max-w-3xl text-center text-xs">
            Your partnership agreement sets out how splits, payouts and downline layers are
            calculated and paid. What you earn depends on the athletes and partners who join through
            you; no income is guaranteed.
          </p>
        </div>
      </section>

      <section
        aria-labelledby="partner-testimonials"
        className="mx-auto max-w-7xl px-4 py-16 sm:py-20"
      >
        <SectionHeading
          id="partner-testimonials"
          eyebrow="Testimonials"
          title="Why partners join"
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="border-border bg-card flex h-full flex-col rounded-2xl border p-6 shadow-sm">
                <MessageSquareQuote className="text-primary size-7" aria-hidden />
                <blockquote className="mt-4 flex-1 text-pretty">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-semibold">{testimonial.name}</span>
                  <span className="text-muted-foreground block">{testimonial.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-6 text-center text-xs">
          Testimonials are illustrative of the feedback we hear and do not name real partners.
        </p>
      </section>

      <section aria-labelledby="partner-advantage" className="mx-auto max-w-7xl px-4">
        <div className="grid items-center gap-10 rounded-3xl bg-gradient-to-br from-slate-900 via-slate-800 to-blue-950 p-8 text-white sm:p-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-orange-300 uppercase">
              The {siteName} advantage
            </p>
            <h2 id="partner-advantage" className="mt-2 text-3xl font-bold text-balance">
              One platform your athletes will actually use
            </h2>
            <p className="mt-4 text-slate-300">
              Partners grow when athletes stay. Families stay because training, profiles, live games
              and recruiting are all in one safe place.
            </p>
            <Link
              to="/contact"
              className={buttonClasses({ size: 'lg', variant: 'inverse', className: 'mt-8' })}
            >
              Talk to Our Partnership Team
            </Link>
          </div>
          <ul className="grid gap-4">
            {advantages.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
                <Icon className="mt-0.5 size-5 shrink-0 text-orange-300" aria-hidden />
                <span className="text-sm">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

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
