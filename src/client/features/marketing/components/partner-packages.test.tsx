// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { partnershipPackages } from '#shared/partnership-packages';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext, useT } from '#client/lib/i18n/i18n';
import { packageTexts, usePackageSplits } from './partner-packages';

function read(locale: 'en' | 'es') {
  const messages = everyMessage(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nContext.Provider value={messages}>{children}</I18nContext.Provider>
  );
  return renderHook(() => ({ t: useT(), splitsOf: usePackageSplits() }), { wrapper }).result
    .current;
}

describe('the partnership packages’ words', () => {
  it('are in English exactly the shared packages’ texts and figures', () => {
    const { t, splitsOf } = read('en');
    for (const pkg of partnershipPackages) {
      const texts = packageTexts[pkg.id];
      expect(t(texts.description), pkg.id).toBe(pkg.description);
      expect(t(texts.billing), pkg.id).toBe(pkg.subtitle);
      expect(texts.badge ? t(texts.badge) : undefined, pkg.id).toBe(pkg.badge);
      expect(
        texts.features.map((id) => t(id)),
        pkg.id,
      ).toEqual(pkg.features);
      expect(splitsOf(pkg), pkg.id).toEqual(pkg.splits);
    }
  });

  it('count in Spanish with its plurals', () => {
    const { splitsOf } = read('es');
    const [pro, proPlus] = partnershipPackages;
    expect(splitsOf(pro!)).toEqual([
      '30% de reparto de ingresos',
      '$25 de pago por atleta',
      '1 cuenta de atleta de cortesía',
      '1 nivel de referidos',
    ]);
    expect(splitsOf(proPlus!)).toContain('Hasta 5 cuentas de atleta de cortesía');
    expect(splitsOf(proPlus!)).toContain('2 niveles de referidos');
  });
});
