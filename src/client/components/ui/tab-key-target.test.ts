import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-key-target';

describe('tabKeyTarget', () => {
  const tabs = ['a', 'b', 'c'] as const;

  it('moves with the arrow keys and wraps around at both ends', () => {
    expect(tabKeyTarget(tabs, 0, 'ArrowRight')).toBe('b');
    expect(tabKeyTarget(tabs, 2, 'ArrowRight')).toBe('a');
    expect(tabKeyTarget(tabs, 1, 'ArrowLeft')).toBe('a');
    expect(tabKeyTarget(tabs, 0, 'ArrowLeft')).toBe('c');
  });

  it('goes to the first tab with Home and the last with End', () => {
    expect(tabKeyTarget(tabs, 1, 'Home')).toBe('a');
    expect(tabKeyTarget(tabs, 1, 'End')).toBe('c');
  });

  it('leaves other keys alone', () => {
    expect(tabKeyTarget(tabs, 1, 'Enter')).toBeUndefined();
    expect(tabKeyTarget(tabs, 1, 'ArrowDown')).toBeUndefined();
  });
});
