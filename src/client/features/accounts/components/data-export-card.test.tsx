// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataExportCard } from './data-export-card';

const fileName = 'showcase-data-2026-05-01.json';

/** What the browser was asked to download: the file's name and its text. */
const downloads: { name: string; text: Promise<string> }[] = [];
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  downloads.length = 0;
  // jsdom has no object URLs and no downloads: the blob is kept to read, the click recorded.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** Answers GET /api/me/export once the returned release is called. */
function answerExport(res: () => Response) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toBe('/api/me/export');
    await held;
    return res();
  });
  return { fetch, release };
}

describe('DataExportCard', () => {
  it('downloads the file under the name the server gives, saying it is busy meanwhile', async () => {
    const body = JSON.stringify({ account: { email: 'casey@example.com' } });
    const { fetch, release } = answerExport(
      () =>
        new Response(body, {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'content-disposition': `attachment; filename="${fileName}"`,
          },
        }),
    );
    render(<DataExportCard />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    const busy = screen.getByRole('button', { name: 'Preparing your file...' });
    expect(busy).toBeDisabled();
    release();

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe(fileName);
    expect(await downloads[0]!.text).toBe(body);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the download fails, and tries again on request', async () => {
    const { release } = answerExport(
      () =>
        new Response(
          JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests. Try later.' }),
          { status: 429, headers: { 'content-type': 'application/json' } },
        ),
    );
    release();
    render(<DataExportCard />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try later.');
    expect(downloads).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says so when the connection fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError(''));
    render(<DataExportCard />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded. Please try again.',
    );
  });
});
