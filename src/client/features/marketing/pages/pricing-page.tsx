import { HelpCircle, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { RichMessage } from '#client/components/rich-message';
import { PageIntro } from '#client/components/ui/page-intro';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
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

const questions: Array<{ q: MessageId; a: MessageId }> = [
  { q: 'pricing.faq.freeMonth.q', a: 'pricing.faq.freeMonth.a' },
  { q: 'pricing.faq.pi.q', a: 'pricing.faq.pi.a' },
  { q: 'pricing.faq.minors.q', a: 'pricing.faq.minors.a' },
  { q: 'pricing.faq.recruiting.q', a: 'pricing.faq.recruiting.a' },
];

export function Component() {
  const t = useT();
  useScrollToHash();
  return (
    <>
      <PageIntro title={t('pricing.page.title')} description={t('pricing.page.description')} />
      <section aria-labelledby="plans" className="mx-auto max-w-7xl px-4">
        <h2 id="plans" className="sr-only">
          {t('pricing.page.plansHeading')}
        </h2>
        <PricingTiers linkFor={(tier) => nextStep[tier]} anchored />
      </section>
      <section aria-labelledby="pricing-questions" className="mx-auto mt-20 max-w-4xl px-4">
        <h2 id="pricing-questions" className="text-center text-2xl font-bold">
          {t('pricing.page.questionsHeading')}
        </h2>
        <dl className="mt-8 grid gap-6 sm:grid-cols-2">
          {questions.map(({ q, a }) => (
            <div key={q} className="border-border bg-card rounded-2xl border p-5">
              <dt className="flex gap-2 font-semibold">
                <HelpCircle className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
                {t(q)}
              </dt>
              <dd className="text-muted-foreground mt-2 text-sm">{t(a)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground mt-10 flex items-start justify-center gap-2 text-center text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <RichMessage
              id="pricing.page.partners"
              parts={{
                link: (
                  <Link
                    to="/partnership"
                    className="text-primary font-medium underline-offset-4 hover:underline"
                  >
                    {t('pricing.page.partnersLink')}
                  </Link>
                ),
              }}
            />
          </span>
        </p>
      </section>
    </>
  );
}
