// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, ok } from '#client/test/answer-requests';
import { EmbedButton, embedCode } from './embed-button';

const channel = { slug: 'main-event', title: 'Main Event "Finals"' };
const site = { pi: 'off', publicUrl: 'https://sports.example.org' };

function renderButton() {
  answerRequests({ 'GET /api/site': ok(site) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <EmbedButton channel={channel} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('embedCode', () => {
  it('frames the channel’s embed page on the site’s public address', () => {
    expect(embedCode('https://sports.example.org/', channel)).toBe(
      '<iframe src="https://sports.example.org/embed/main-event" ' +
        'title="Main Event &#34;Finals&#34;" width="640" height="408" ' +
        'style="border:0;max-width:100%" allow="autoplay; fullscreen; picture-in-picture" ' +
        'allowfullscreen></iframe>',
    );
  });
});

describe('EmbedButton', () => {
  it('shows the embed code from the keyboard and copies it', async () => {
    const user = renderButton();
    const writeText = vi.fn().mockResolvedValue(undefined);
    // jsdom has no clipboard; userEvent.setup() puts its own, replaced here.
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
      writable: true,
    });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Embed' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Embed this channel' });
    expect(dialog).toBeInTheDocument();

    const field = screen.getByLabelText('Embed code');
    await waitFor(() =>
      expect(field).toHaveValue(embedCode('https://sports.example.org', channel)),
    );
    expect((field as HTMLTextAreaElement).value).toContain(
      'allow="autoplay; fullscreen; picture-in-picture" allowfullscreen',
    );

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(embedCode('https://sports.example.org', channel));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Embed' })).toHaveFocus());
  });
});
