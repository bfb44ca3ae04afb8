import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { initialsAvatar } from './demo-athletes';

describe('demo athletes’ portraits', () => {
  it('are square WebP pictures, as uploaded photos are stored, not SVG documents', async () => {
    const bytes = await initialsAvatar('Jordan', 'Lee', 3);
    expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    expect(Buffer.from(bytes.subarray(8, 12)).toString('latin1')).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // The initials are drawn: the middle of the picture is not one flat colour.
    const { data, info } = await sharp(bytes)
      .extract({ left: 64, top: 100, width: 128, height: 60 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const brightest = Math.max(...data.filter((_, i) => i % info.channels === 0));
    expect(brightest).toBeGreaterThan(240);
  });
});
