import { describe, expect, it } from 'vitest';
import { canWatchLevel, lockedLevelMessage } from './video-access';

// Every level against every combination of subscribed and has_access
// (docs/product.md#training-access).
const table = [
  // level, subscribed, has_access, may watch, message
  ['basic', false, true, true, null],
  ['basic', true, true, true, null],
  ['basic', false, false, false, 'Basic access has been disabled by administrators.'],
  ['basic', true, false, false, 'Basic access has been disabled by administrators.'],
  ['intermediate', false, true, false, 'Subscribe to access intermediate level training videos.'],
  ['intermediate', true, true, true, null],
  ['intermediate', false, false, false, 'Premium access has been disabled by administrators.'],
  ['intermediate', true, false, false, 'Premium access has been disabled by administrators.'],
  ['advanced', false, true, false, 'Subscribe to access advanced level training videos.'],
  ['advanced', true, true, true, null],
  ['advanced', false, false, false, 'Premium access has been disabled by administrators.'],
  ['advanced', true, false, false, 'Premium access has been disabled by administrators.'],
  [
    'elite',
    false,
    true,
    false,
    'Subscribe to access elite level training videos designed for serious athletes.',
  ],
  ['elite', true, true, true, null],
  ['elite', false, false, false, 'Premium access has been disabled by administrators.'],
  ['elite', true, false, false, 'Premium access has been disabled by administrators.'],
] as const;

describe('canWatchLevel', () => {
  it.each(table)(
    '%s, subscribed %s, has_access %s → may watch %s',
    (level, subscribed, hasAccess, mayWatch) => {
      expect(canWatchLevel(level, { subscribed, has_access: hasAccess })).toBe(mayWatch);
    },
  );
});

describe('lockedLevelMessage', () => {
  it.each(table)(
    '%s, subscribed %s, has_access %s',
    (level, subscribed, hasAccess, _mayWatch, message) => {
      expect(lockedLevelMessage(level, { subscribed, has_access: hasAccess })).toBe(message);
    },
  );
});
