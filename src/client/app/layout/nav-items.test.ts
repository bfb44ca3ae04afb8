import { describe, expect, it } from 'vitest';
import { accountItemsFor, isLinkActive, isTrainingPath, navEntries } from './nav-items';
import { catalogTexts } from '#client/lib/i18n/every-catalog';

/** The labels are message ids: as an English reader sees them. */
const english = catalogTexts('en');

describe('navigation', () => {
  it('gives each kind of account its own first link', () => {
    const labels = (userType: string | null) => accountItemsFor(userType).map((item) => item.to);
    expect(labels('organization')).toEqual(['/programs', '/profile']);
    expect(labels('guardian')).toEqual(['/guardian', '/profile']);
    expect(labels('player')).toEqual(['/profile']);
    expect(labels(null)).toEqual(['/profile']);
  });

  it('gives a program’s staff "My Program", whatever their kind of account', () => {
    const staff = (userType: string | null) =>
      accountItemsFor(userType, true).map((item) => item.to);
    expect(staff('coach')).toEqual(['/programs', '/profile']);
    expect(staff('player')).toEqual(['/programs', '/profile']);
    expect(staff('organization')).toEqual(['/programs', '/profile']);
    expect(staff('guardian')).toEqual(['/programs', '/guardian', '/profile']);
  });

  it('highlights Training for sport pages, single videos and /videos paths', () => {
    expect(isTrainingPath('/training-options')).toBe(true);
    expect(isTrainingPath('/hockey-videos')).toBe(true);
    expect(isTrainingPath('/video/bb-basic-1')).toBe(true);
    expect(isTrainingPath('/videos')).toBe(true);
    expect(isTrainingPath('/videos/bb-basic-1')).toBe(true);
    expect(isTrainingPath('/athletes')).toBe(false);
    expect(isTrainingPath('/live-vod')).toBe(false);
  });

  it('lists the top-level entries in their fixed order', () => {
    expect(navEntries.map((entry) => english[entry.label])).toEqual([
      'Home',
      'Athletes',
      'Recruiting Profile',
      'Success Stories',
      'Partnership',
      'LIVE & VOD',
      'StreamTV',
      'Training',
      'Pi Network',
      'Admin Login',
      'Coming Soon',
      'About',
    ]);
  });

  it('lists the training menu as all training, then the eight sports', () => {
    const training = navEntries.find((entry) => english[entry.label] === 'Training');
    expect(training?.kind === 'menu' && training.items.map((item) => item.to)).toEqual([
      '/training-options',
      '/videos',
      '/soccer-videos',
      '/football-videos',
      '/baseball-videos',
      '/volleyball-videos',
      '/track-videos',
      '/wrestling-videos',
      '/hockey-videos',
    ]);
  });

  it('matches Home only on the root and ignores the hash of a link', () => {
    expect(isLinkActive('/', '/')).toBe(true);
    expect(isLinkActive('/', '/about')).toBe(false);
    expect(isLinkActive('/pricing#recruiting', '/pricing')).toBe(true);
  });
});
