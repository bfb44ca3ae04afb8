import { HelpCircle, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '#client/components/ui/page-intro';
import { useScrollToHash } from '#client/lib/use-scroll-to-hash';
import { PricingTiers, type LinkedTierId } from '../components/pricing-tiers';

/**
 * The free plan starts from the athlete sign-up, events from the live pages, analysis by request;
 * the paid memberships open a card checkout.
 */
const nextStep: Record<LinkedTierId, string> = {
  basic: '/signup/player',
  ppv: '/live-vod',
  ai: '/contact',
};

const questions = [
  {
    q: 'How does the free first month work?',
    a: 'Your first month of the All Training Subscription is free. After that it is 9.99 a month, in US dollars or in Pi, until you cancel.',
  },
  {
    q: 'Can I pay with Pi?',
    a: 'Yes. Choose “Pay with Pi” and complete the payment in the Pi Browser with your Pi wallet. Prices in Pi are the same figures as in US dollars.',
  },
  {
    q: 'Do athletes under 18 need permission?',
    a: 'Yes. Athletes aged 13 to 17 need a parent’s or guardian’s consent to create an account, and a parent or guardian should make or approve any payment.',
  },
  {
    q: 'What does a Recruiting Profile add?',
    a: 'Your athlete profile is listed first in the athlete search, with a Featured badge on your card and profile, on top of every training level.',
  },
];

export function Component() {
  useScrollToHash();
  return (
    <>
      <PageIntro
        title="Plans and Pricing"
        description="Basic access is free; the All Training Subscription and the Recruiting Profile unlock more. Pay by card or with Pi."
      />
      <section aria-labelledby="plans" className="mx-auto max-w-7xl px-4">
        <h2 id="plans" className="sr-only">
          Plans
        </h2>
        <PricingTiers linkFor={(tier) => nextStep[tier]} anchored />
      </section>
      <section aria-labelledby="pricing-questions" className="mx-auto mt-20 max-w-4xl px-4">
        <h2 id="pricing-questions" className="text-center text-2xl font-bold">
          Questions about plans
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2">
          {questions.map(({ q, a }) => (
            <div key={q} className="border-border bg-card rounded-2xl border p-5">
              <dt className="flex gap-2 font-semibold">
                <HelpCircle className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
                {q}
              </dt>
              <dd className="text-muted-foreground mt-2 text-sm">{a}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground mt-10 flex items-start justify-center gap-2 text-center text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Recruiters and programs looking to partner with us can see the{' '}
            <Link
              to="/partnership"
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              partnership packages
            </Link>
            .
          </span>
        </p>
      </section>
    </>
  );
}
