import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirectTo } from './guards';

describe('safeRedirect', () => {
  it('follows paths of this site, with their query', () => {
    for (const path of ['/', '/profile', '/pricing?plan=recruiting', '/athletes?q=a%2Fb#top']) {
      expect(safeRedirect(path), path).toBe(path);
    }
  });

  it('refuses anything that could lead to another site', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/x',
      'evil.example',
      '//evil.example',
      '/\\evil.example',
      '/x\\..\\..\\evil',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%2F%2Fevil.example',
      '/%5cevil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('withRedirectTo', () => {
  it('carries the page to come back to, encoded, or nothing', () => {
    expect(withRedirectTo('/signup', '/pricing?plan=recruiting')).toBe(
      '/signup?redirectTo=%2Fpricing%3Fplan%3Drecruiting',
    );
    expect(withRedirectTo('/signup', null)).toBe('/signup');
  });
});
