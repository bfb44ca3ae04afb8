import {
  BadgeDollarSign,
  BarChart3,
  Handshake,
  Layers,
  LifeBuoy,
  Ticket,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { getSiteName } from '#client/lib/site-name';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { FeatureList } from '../components/feature-list';
import { PartnerAdvantage } from '../components/partner-advantage';
import { PartnerDemoLink, PartnerSiteLink } from '../components/partner-links';
import { PartnerPackages } from '../components/partner-packages';
import { PartnerTestimonials } from '../components/partner-testimonials';

const benefits: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  {
    icon: TrendingUp,
    title: 'partnership.benefit.revenue.title',
    text: 'partnership.benefit.revenue.text',
  },
  {
    icon: BadgeDollarSign,
    title: 'partnership.benefit.payouts.title',
    text: 'partnership.benefit.payouts.text',
  },
  {
    icon: Ticket,
    title: 'partnership.benefit.comped.title',
    text: 'partnership.benefit.comped.text',
  },
  {
    icon: Layers,
    title: 'partnership.benefit.downline.title',
    text: 'partnership.benefit.downline.text',
  },
  {
    icon: BarChart3,
    title: 'partnership.benefit.dashboard.title',
    text: 'partnership.benefit.dashboard.text',
  },
  {
    icon: LifeBuoy,
    title: 'partnership.benefit.support.title',
    text: 'partnership.benefit.support.text',
  },
];

export function Component() {
  const t = useT();
  const siteName = getSiteName();
  useDocumentTitle(t('partnership.title'), t('partnership.meta.description'));
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
            {t('partnership.badge')}
          </span>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {t('partnership.title')}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-300">
            {t('partnership.lead', { siteName })}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <PartnerSiteLink
              label={t('partnership.becomePartner')}
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
          eyebrow={t('partnership.benefits.eyebrow')}
          title={t('partnership.benefits.title')}
          description={t('partnership.benefits.description')}
        />
        <FeatureList
          features={benefits.map(({ icon, title, text }) => ({
            icon,
            title: t(title),
            text: t(text),
          }))}
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
          {t('partnership.cta.title')}
        </h2>
        <p className="text-muted-foreground mx-auto mt-3 max-w-xl">{t('partnership.cta.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <PartnerSiteLink label={t('partnership.becomePartner')} />
          <PartnerDemoLink />
        </div>
      </section>
    </>
  );
}
