import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, preferredLocale } from './locales';

describe('languages and their addresses', () => {
  it('reads the language of an address and the address inside it', () => {
    expect(localeOfPath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(localeOfPath('/es/athletes')).toEqual({ locale: 'es', path: '/athletes' });
    expect(localeOfPath('/esports')).toEqual({ locale: 'en', path: '/esports' });
    expect(localeOfPath('/athletes')).toEqual({ locale: 'en', path: '/athletes' });
  });

  it('gives the same page in the other language, query and hash kept', () => {
    expect(localizedPath('/athletes?sport=soccer#top', 'es')).toBe('/es/athletes?sport=soccer#top');
    expect(localizedPath('/es/athletes?q=1', 'en')).toBe('/athletes?q=1');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/?x=1', 'es')).toBe('/es?x=1');
    expect(localizedPath('/es', 'en')).toBe('/');
    expect(localizedPath('/es/pricing', 'es')).toBe('/es/pricing');
  });

  it('picks the first of our languages a browser asks for, by weight', () => {
    expect(preferredLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLocale('en-US,es;q=0.5')).toBe('en');
    expect(preferredLocale('fr-FR,es;q=0.4,en;q=0.7')).toBe('en');
    expect(preferredLocale('en;q=0.2, es;q=0.8')).toBe('es');
    expect(preferredLocale('fr, de')).toBeNull();
    expect(preferredLocale('es;q=0')).toBeNull();
    expect(preferredLocale('')).toBeNull();
  });
});
