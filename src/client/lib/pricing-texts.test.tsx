// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { describeTierBilling, formatTierPrice, pricingTiers } from '#shared/pricing';
import { everyMessage } from './i18n/every-catalog';
import { I18nContext } from './i18n/i18n';
import { useTierPrice, useTierTexts } from './pricing-texts';

function inLanguage(locale: 'en' | 'es') {
  const messages = everyMessage(locale);
  return ({ children }: { children: ReactNode }) => (
    <I18nContext.Provider value={messages}>{children}</I18nContext.Provider>
  );
}

const readPlans = (locale: 'en' | 'es') =>
  renderHook(() => ({ textsOf: useTierTexts(), price: useTierPrice() }), {
    wrapper: inLanguage(locale),
  }).result.current;

describe('the plans’ words in the page’s language', () => {
  it('are in English exactly the shared plans’ texts and amounts', () => {
    const { textsOf, price } = readPlans('en');
    for (const tier of pricingTiers) {
      expect(textsOf(tier), tier.id).toEqual({
        name: tier.name,
        description: tier.description,
        features: tier.features.map((feature) => feature.text),
        badge: tier.badge,
        specialOffer: tier.specialOffer,
        button: tier.buttonText,
      });
      for (const method of ['pi', 'card'] as const) {
        expect(price.amount(tier, method), `${tier.id} ${method}`).toBe(
          formatTierPrice(tier, method),
        );
      }
      expect(price.billing(tier), tier.id).toBe(describeTierBilling(tier));
    }
  });

  it('are in Spanish from the catalog, the figures kept', () => {
    const { textsOf, price } = readPlans('es');
    const premium = pricingTiers.find((tier) => tier.id === 'premium')!;
    expect(textsOf(premium).name).toBe('Suscripción a todo el entrenamiento');
    expect(price.amount(premium, 'card')).toBe('$9.99');
    expect(price.amount(premium, 'pi')).toBe('9.99 π');
    expect(price.billing(premium)).toBe('al mes');
    for (const tier of pricingTiers) {
      const texts = textsOf(tier);
      for (const text of [texts.name, texts.description, texts.button, ...texts.features]) {
        expect(text, tier.id).not.toMatch(/^pricing\./);
      }
    }
  });
});
