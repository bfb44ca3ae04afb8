// The plans' words in the page's language. The plans themselves (#shared/pricing) are written in
// English for the server too; each page that shows them reads their texts here, from the
// `pricing` catalog, by the plan's id.
import type { PaymentMethod, PricingBilling, PricingTier, PricingTierId } from '#shared/pricing';
import { useLocaleTag, useT, type MessageId } from './i18n/i18n';

/** A plan's texts as message ids; `features` in the order of the plan's own lines. */
export type TierTexts = {
  name: MessageId;
  description: MessageId;
  features: readonly MessageId[];
  badge?: MessageId;
  specialOffer?: MessageId;
  button: MessageId;
};

export const tierTexts: Record<PricingTierId, TierTexts> = {
  basic: {
    name: 'pricing.tier.basic.name',
    description: 'pricing.tier.basic.description',
    features: [
      'pricing.tier.basic.feature.profile',
      'pricing.tier.basic.feature.training',
      'pricing.tier.basic.feature.freeChannels',
    ],
    button: 'pricing.tier.basic.button',
  },
  premium: {
    name: 'pricing.tier.premium.name',
    description: 'pricing.tier.premium.description',
    features: [
      'pricing.tier.premium.feature.includes',
      'pricing.tier.premium.feature.levels',
      'pricing.tier.premium.feature.series',
    ],
    badge: 'pricing.tier.premium.badge',
    specialOffer: 'pricing.tier.premium.specialOffer',
    button: 'pricing.tier.premium.button',
  },
  recruiting: {
    name: 'pricing.tier.recruiting.name',
    description: 'pricing.tier.recruiting.description',
    features: [
      'pricing.tier.recruiting.feature.includes',
      'pricing.tier.recruiting.feature.listedFirst',
      'pricing.tier.recruiting.feature.badge',
    ],
    badge: 'pricing.tier.recruiting.badge',
    button: 'pricing.tier.recruiting.button',
  },
  ppv: {
    name: 'pricing.tier.ppv.name',
    description: 'pricing.tier.ppv.description',
    features: [
      'pricing.tier.ppv.feature.channel',
      'pricing.tier.ppv.feature.hours',
      'pricing.tier.ppv.feature.noSubscription',
    ],
    button: 'pricing.tier.ppv.button',
  },
  ai: {
    name: 'pricing.tier.ai.name',
    description: 'pricing.tier.ai.description',
    features: [
      'pricing.tier.ai.feature.contactForm',
      'pricing.tier.ai.feature.priced',
      'pricing.tier.ai.feature.noSubscription',
    ],
    button: 'pricing.tier.ai.button',
  },
};

/** The line under a plan's amount: the period, or what decides the amount. */
export const billingTexts: Record<PricingBilling, MessageId> = {
  free: 'pricing.billing.free',
  month: 'pricing.billing.month',
  varies: 'pricing.billing.varies',
  'per-use': 'pricing.billing.perUse',
};

/** A plan's amount in place of a figure, when it has none. */
const unpricedTexts: Record<Exclude<PricingBilling, 'month'>, MessageId> = {
  free: 'pricing.price.free',
  varies: 'pricing.price.varies',
  'per-use': 'pricing.price.perUse',
};

/** One US dollar format per language, made on the first price shown. */
const usdFormats = new Map<string, Intl.NumberFormat>();
function usdFormat(localeTag: string): Intl.NumberFormat {
  let format = usdFormats.get(localeTag);
  if (!format) {
    format = new Intl.NumberFormat(localeTag, { style: 'currency', currency: 'USD' });
    usdFormats.set(localeTag, format);
  }
  return format;
}

/** A plan's texts in the page's language, its lines each beside the plan's own. */
export function useTierTexts() {
  const t = useT();
  return (tier: PricingTier) => {
    const ids = tierTexts[tier.id];
    return {
      name: t(ids.name),
      description: t(ids.description),
      features: tier.features.map(({ text }, index) => {
        const id = ids.features[index];
        return id ? t(id) : text;
      }),
      badge: ids.badge ? t(ids.badge) : tier.badge,
      specialOffer: ids.specialOffer ? t(ids.specialOffer) : tier.specialOffer,
      button: t(ids.button),
    };
  };
}

/**
 * A plan's amount as its card shows it ("$9.99", "9.99 π", "Free"), and the line under it
 * ("per month"), in the page's language. Pi amounts keep their figures as written.
 */
export function useTierPrice() {
  const t = useT();
  const localeTag = useLocaleTag();
  return {
    amount(tier: PricingTier, method: PaymentMethod): string {
      if (tier.billing !== 'month') return t(unpricedTexts[tier.billing]);
      if (method === 'pi') return t('pricing.price.pi', { amount: tier.piPrice ?? '0' });
      return usdFormat(localeTag).format((tier.price ?? 0) / 100);
    },
    billing: (tier: PricingTier): string => t(billingTexts[tier.billing]),
  };
}
