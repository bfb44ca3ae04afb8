import { describe, expect, it } from 'vitest';
import { withSessionSettings } from './client';

describe('withSessionSettings', () => {
  it('adds the search settings to the startup options and keeps options already given', () => {
    const plain = new URL(withSessionSettings('postgres://app@db.example:5432/showcase'));
    expect(plain.searchParams.get('options')).toBe('-c pg_trgm.word_similarity_threshold=0.45');
    expect(plain.pathname).toBe('/showcase');

    const given = new URL(
      withSessionSettings(
        'postgres://app@db.example/showcase?sslmode=require&options=-c%20x.y%3D1',
      ),
    );
    expect(given.searchParams.get('sslmode')).toBe('require');
    expect(given.searchParams.get('options')).toBe(
      '-c x.y=1 -c pg_trgm.word_similarity_threshold=0.45',
    );
  });
});
