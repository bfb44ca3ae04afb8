import { Check } from 'lucide-react';
import {
  partnershipPackages,
  type PartnershipPackage,
  type PartnershipPackageId,
} from '#shared/partnership-packages';
import { SectionHeading } from '#client/components/ui/section-heading';
import { useLocaleTag, useT, type MessageId } from '#client/lib/i18n/i18n';
import { OfferCard, OfferPrice } from './offer-card';
import { PartnerSiteLink } from './partner-links';

/**
 * Each package's words in the page's language (the packages in #shared/partnership-packages are
 * written in English): `features` in the order of the package's own. Names (PRO, VIP…) and
 * prices are shown as written.
 */
export const packageTexts: Record<
  PartnershipPackageId,
  { billing: MessageId; description: MessageId; features: readonly MessageId[]; badge?: MessageId }
> = {
  pro: {
    billing: 'packages.partner.billing.month',
    description: 'packages.partner.pro.description',
    features: [
      'packages.partner.pro.feature.dashboard',
      'packages.partner.pro.feature.statement',
      'packages.partner.pro.feature.support',
    ],
  },
  'pro-plus': {
    billing: 'packages.partner.billing.month',
    description: 'packages.partner.proPlus.description',
    features: [
      'packages.partner.proPlus.feature.includes',
      'packages.partner.proPlus.feature.signupPage',
      'packages.partner.proPlus.feature.support',
    ],
  },
  vip: {
    billing: 'packages.partner.billing.month',
    description: 'packages.partner.vip.description',
    features: [
      'packages.partner.vip.feature.includes',
      'packages.partner.vip.feature.listing',
      'packages.partner.vip.feature.strategyCall',
    ],
    badge: 'packages.partner.vip.badge',
  },
  'vip-plus': {
    billing: 'packages.partner.billing.lifetime',
    description: 'packages.partner.vipPlus.description',
    features: [
      'packages.partner.vipPlus.feature.includes',
      'packages.partner.vipPlus.feature.noFee',
      'packages.partner.vipPlus.feature.manager',
    ],
    badge: 'packages.partner.vipPlus.badge',
  },
};

/** Whole US dollars per language ("$25"), made on the first payout shown. */
const wholeUsdFormats = new Map<string, Intl.NumberFormat>();
function wholeUsd(localeTag: string): Intl.NumberFormat {
  let format = wholeUsdFormats.get(localeTag);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeUsdFormats.set(localeTag, format);
  }
  return format;
}

/** A package's figures as the lines its card lists, in the page's language. */
export function usePackageSplits(): (pkg: PartnershipPackage) => string[] {
  const t = useT();
  const localeTag = useLocaleTag();
  return (pkg) => [
    t('packages.partner.split.revenue', { percent: pkg.revenueSplit }),
    t('packages.partner.split.payout', {
      amount: wholeUsd(localeTag).format(pkg.perAthletePayout),
    }),
    pkg.compedAccounts.upTo
      ? t('packages.partner.split.compedUpTo', { count: pkg.compedAccounts.count })
      : t('packages.partner.split.comped', { count: pkg.compedAccounts.count }),
    t('packages.partner.split.layers', { count: pkg.downlineLayers }),
  ];
}

/** The partnership page's four packages, each with its figures, and what the figures depend on. */
export function PartnerPackages() {
  const t = useT();
  const splitsOf = usePackageSplits();
  return (
    <section aria-labelledby="partner-packages" className="bg-muted/40 border-border border-y">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="partner-packages"
          eyebrow={t('packages.partner.eyebrow')}
          title={t('packages.partner.title')}
          description={t('packages.partner.description')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {partnershipPackages.map((pkg) => {
            const texts = packageTexts[pkg.id];
            return (
              <li key={pkg.id}>
                <OfferCard
                  titleId={`package-${pkg.id}`}
                  title={pkg.title}
                  titleClassName="text-xl font-bold"
                  badge={texts.badge ? t(texts.badge) : pkg.badge}
                  popular={pkg.popular}
                >
                  <OfferPrice amount={pkg.price} billing={t(texts.billing)} className="mt-3" />
                  <p className="text-muted-foreground mt-3 text-sm">{t(texts.description)}</p>
                  <ul
                    aria-label={t('packages.partner.figures', { title: pkg.title })}
                    className="mt-5 grid gap-2 text-sm font-medium"
                  >
                    {splitsOf(pkg).map((line) => (
                      <li key={line} className="flex gap-2">
                        <Check className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                        {line}
                      </li>
                    ))}
                  </ul>
                  <ul className="border-border text-muted-foreground mt-4 grid flex-1 content-start gap-2 border-t pt-4 text-sm">
                    {pkg.features.map((feature, index) => {
                      const id = texts.features[index];
                      return (
                        <li key={feature} className="flex gap-2">
                          <Check className="mt-0.5 size-4 shrink-0" aria-hidden />
                          {id ? t(id) : feature}
                        </li>
                      );
                    })}
                  </ul>
                  <PartnerSiteLink
                    label={t('packages.partner.choose', { title: pkg.title })}
                    variant={pkg.popular ? 'primary' : 'secondary'}
                    size="md"
                    className="mt-6 w-full"
                  />
                </OfferCard>
              </li>
            );
          })}
        </ul>
        <p className="text-muted-foreground mx-auto mt-8 max-w-3xl text-center text-xs">
          {t('packages.partner.disclaimer')}
        </p>
      </div>
    </section>
  );
}
