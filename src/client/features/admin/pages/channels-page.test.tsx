// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminChannel } from '#shared/schemas/admin-channels';
import { PASS_PRICE_MESSAGE } from '#shared/streams';
import { ok, sentBody, type Answer } from '#client/test/answer-requests';
import { renderRoutes } from '#client/test/render-routes';
import { Component as ChannelsPage } from './channels-page';

const liveChannel = (provider: AdminChannel['provider']): AdminChannel => ({
  id: 'c1',
  slug: 'hoops-live',
  title: 'Hoops Live',
  channel: 'Westside Hoops',
  description: 'Saturday games',
  category: 'main-event',
  schedule: null,
  priceCents: null,
  sellsPass: false,
  provider,
  owner: { id: 'u1', name: 'Casey Coach', email: 'casey@example.com' },
  live: true,
  liveSince: '2026-11-24T10:00:00.000Z',
  viewers: 3,
  archivedAt: null,
  held: false,
  ingestUrl: provider === 'local' ? 'rtmp://localhost/live' : 'rtmp://rtmp.livepeer.com/live',
  createdAt: '2026-11-01T10:00:00.000Z',
});

const renderChannels = (answers: Record<string, Answer>) =>
  renderRoutes(
    [{ path: '/admin-dashboard/channels', Component: ChannelsPage }],
    '/admin-dashboard/channels',
    answers,
  );

// jsdom names the button without the space that starts its screen-reader-only part.
const endBroadcastOn = async (user: ReturnType<typeof renderChannels>['user']) => {
  await user.click(await screen.findByRole('button', { name: /^End broadcast\s*on Hoops Live$/ }));
  return screen.findByRole('dialog', { name: 'End the broadcast now?' });
};

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ending a broadcast from the channels page', () => {
  it.each(['livepeer', 'local'] as const)(
    'asks first, then ends it on a %s channel, which keeps its key',
    async (provider) => {
      const channel = liveChannel(provider);
      const { user } = renderChannels({
        'GET /api/admin/channels': ok({ items: [channel] }),
        'POST /api/admin/channels/hoops-live/end-broadcast': ok({
          channel: { ...channel, live: false, liveSince: null, viewers: 0 },
          ended: true,
        }),
      });

      const confirm = await endBroadcastOn(user);
      expect(within(confirm).getByText(/ends now and is kept as a replay/)).toBeVisible();
      await user.click(within(confirm).getByRole('button', { name: 'End broadcast' }));

      expect(await screen.findByText('Broadcast ended')).toBeVisible();
      expect(screen.queryByRole('dialog', { name: /Stream key/ })).toBeNull();
    },
  );

  it('says so when nothing was broadcasting any more', async () => {
    const channel = liveChannel('livepeer');
    const { user } = renderChannels({
      'GET /api/admin/channels': ok({ items: [channel] }),
      'POST /api/admin/channels/hoops-live/end-broadcast': ok({
        channel: { ...channel, live: false, liveSince: null, viewers: 0 },
        ended: false,
      }),
    });

    const confirm = await endBroadcastOn(user);
    await user.click(within(confirm).getByRole('button', { name: 'End broadcast' }));
    expect(
      await screen.findByText('Nothing was broadcasting on this channel any more.'),
    ).toBeVisible();
  });
});

describe('selling a channel as a pass', () => {
  const priceField = () => screen.getByLabelText('Price in dollars (optional)');

  it('creates a channel sold as a pass, and refuses one without a price', async () => {
    const channel = { ...liveChannel('local'), live: false, viewers: 0, liveSince: null };
    const created = { ...channel, category: 'premium-team' as const, priceCents: 999 };
    const { user, fetch } = renderChannels({
      'GET /api/admin/channels': ok({ items: [channel] }),
      'POST /api/admin/channels': {
        status: 201,
        body: {
          channel: { ...created, sellsPass: true },
          streamKey: 'sk_0123456789abcdefghij',
          ingestUrl: 'http://localhost:3000/ingest/sk_0123456789abcdefghij/index.m3u8',
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'New channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New channel' });
    await user.type(within(dialog).getByLabelText('Title'), 'Finals Night');
    await user.type(within(dialog).getByLabelText('Channel name'), 'Premium Team Channel');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'premium-team');
    const sellsPass = within(dialog).getByRole('switch', { name: 'Sold as a pass' });
    expect(sellsPass).toHaveAttribute('aria-checked', 'false');
    await user.click(sellsPass);
    expect(sellsPass).toHaveAttribute('aria-checked', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    await waitFor(() =>
      expect(priceField()).toHaveAccessibleDescription(expect.stringContaining(PASS_PRICE_MESSAGE)),
    );
    expect(sentBody(fetch, 'POST /api/admin/channels')).toBeUndefined();

    await user.type(priceField(), '9.99');
    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    expect(await screen.findByRole('dialog', { name: /Stream key for/ })).toBeVisible();
    expect(sentBody(fetch, 'POST /api/admin/channels')).toMatchObject({
      title: 'Finals Night',
      category: 'premium-team',
      priceCents: 999,
      sellsPass: true,
    });
  });

  it('shows a pass channel as sold as a pass, and its form says so', async () => {
    const channel: AdminChannel = {
      ...liveChannel('local'),
      priceCents: 999,
      sellsPass: true,
    };
    const { user } = renderChannels({ 'GET /api/admin/channels': ok({ items: [channel] }) });
    expect(await screen.findByText(/\$9\.99, sold as a 48-hour pass/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Edit\s*Hoops Live$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Hoops Live' });
    expect(within(dialog).getByRole('switch', { name: 'Sold as a pass' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
