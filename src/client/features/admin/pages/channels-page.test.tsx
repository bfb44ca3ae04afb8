// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminChannel } from '#shared/schemas/admin-channels';
import { ok, type Answer } from '#client/test/answer-requests';
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
