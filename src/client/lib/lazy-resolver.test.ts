// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '#shared/schemas/zod';
import { lazyResolver } from './lazy-resolver';
import { toast } from './toast';

const schema = z.object({ name: z.string().min(2, 'Name must be at least 2 characters.') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyResolver', () => {
  it('fetches the schema on the first check only, then validates with it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ name: 'K' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name must be at least 2 characters.');
    const accepted = await resolver({ name: 'Kim' }, undefined, options);
    expect(accepted).toEqual({ values: { name: 'Kim' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the schema cannot be fetched, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(schema);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const resolver = lazyResolver(load);

    const failed = await resolver({ name: 'Kim' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.root?.message).toBe('Please try again.');
    expect(shown).toHaveBeenCalledWith('Error', {
      description: 'The form could not be checked. Please try again.',
    });

    expect(await resolver({ name: 'Kim' }, undefined, options)).toEqual({
      values: { name: 'Kim' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
