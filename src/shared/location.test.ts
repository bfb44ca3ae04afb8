import { describe, expect, it } from 'vitest';
import { cityFromLocation, stateFromLocation } from './location';

describe('location parts', () => {
  it('takes the state after the last comma, trimmed', () => {
    expect(stateFromLocation('Austin, TX')).toBe('TX');
    expect(stateFromLocation('Washington, D.C., DC ')).toBe('DC');
    expect(stateFromLocation('Portland, or')).toBe('OR');
    expect(stateFromLocation('Not specified')).toBeNull();
    expect(stateFromLocation('Austin,')).toBeNull();
    expect(stateFromLocation(null)).toBeNull();
  });

  it('takes the city before the first comma', () => {
    expect(cityFromLocation('Austin, TX')).toBe('Austin');
    expect(cityFromLocation('')).toBeNull();
  });
});
