import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { passwordHasher } from './password-hashing';

describe('password hashing', () => {
  it('is better-auth’s standard scrypt for every configuration the environment gives', () => {
    expect(loadConfig({}).passwordHashing).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashing).toBe('standard');
    expect(loadConfig({ PASSWORD_HASHING: 'light' }).passwordHashing).toBe('standard');
  });

  it('verifies each hash by the parameters it was made with, and refuses a wrong password', async () => {
    const standard = passwordHasher('standard');
    const light = passwordHasher('light');
    const strong = await standard.hash('steady-hands-2031');
    const quick = await light.hash('steady-hands-2031');
    expect(strong).not.toMatch(/^light\$/);
    expect(quick).toMatch(/^light\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    for (const hasher of [standard, light]) {
      for (const hash of [strong, quick]) {
        expect(await hasher.verify({ hash, password: 'steady-hands-2031' })).toBe(true);
        expect(await hasher.verify({ hash, password: 'steady-hands-2032' })).toBe(false);
      }
    }
    expect(await light.verify({ hash: 'light$broken', password: 'x' })).toBe(false);
  });
});
