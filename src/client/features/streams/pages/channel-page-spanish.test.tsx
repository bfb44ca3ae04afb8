// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Replay, TrainingSession } from '#shared/schemas/streams';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests, ok } from '#client/test/answer-requests';
import { testChannel, testQueryClient } from '../components/test-channels';
import { Component as ChannelPage } from './channel-page';

const session: TrainingSession = {
  id: '6f1d1c9e-0000-4000-8000-000000000001',
  title: 'Grassroots, 7-8 PM',
  startsAt: '2026-12-01T01:00:00.000Z',
  startsAtText: 'Mon, Nov 30, 7:00 PM CST',
  endsAt: '2026-12-01T02:00:00.000Z',
  priceCents: 3000,
  capacity: 12,
  seatsLeft: 8,
  booking: null,
};

const replay: Replay = {
  id: 'replay-1',
  channelSlug: 'trainer-led-sessions',
  channel: 'Trainer-Led Live Sessions',
  title: 'Ball handling, week 4',
  imageUrl: null,
  startedAt: '2026-03-01T18:00:00.000Z',
  endedAt: '2026-03-01T19:00:00.000Z',
  durationSeconds: 3600,
  peakViewers: 1200,
  playbackUrl: '/live-media/replay-1/index.m3u8',
  captionsUrl: null,
  locked: false,
};

const channel = testChannel({
  slug: 'trainer-led-sessions',
  title: 'Trainer-Led Live Sessions',
  channel: 'Showcase Training',
  category: 'training',
  schedule: 'Weeknights 7-9 PM Central',
  priceCents: 3000,
  offer: 'booking',
  sessions: [session],
});

function renderIn(locale: 'en' | 'es') {
  answerRequests({
    'GET /api/auth/get-session': ok(null),
    'GET /api/channels/trainer-led-sessions': ok({ channel, replays: [replay] }),
  });
  const router = createMemoryRouter([{ path: '/live/:slug', Component: ChannelPage }], {
    initialEntries: ['/live/trainer-led-sessions'],
  });
  render(
    <I18nContext.Provider value={everyMessage(locale)}>
      <QueryClientProvider client={testQueryClient()}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a channel page in Spanish', () => {
  it('says the site’s words in Spanish and keeps the channel’s own as written', async () => {
    renderIn('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trainer-Led Live Sessions' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'EN VIVO Y VOD' })).toHaveAttribute(
      'href',
      '/live-vod',
    );
    expect(screen.getByText('Showcase Training · Entrenamiento')).toBeVisible();
    expect(screen.getByText('FUERA DEL AIRE', { selector: 'span' })).toBeVisible();
    expect(screen.getByText('$30.00 por sesión')).toBeVisible();
    expect(
      screen.getByText('Mira y gana: gana recompensas por el tiempo que pasas viendo.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Reserva una sesión' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Repeticiones' })).toBeVisible();
  });

  it('writes the session’s time and the replay’s day for es-US', async () => {
    renderIn('es');
    const sessions = await screen.findByRole('list', {
      name: 'Próximas sesiones: Trainer-Led Live Sessions',
    });
    const row = within(sessions).getByRole('listitem');
    // The Central time, in Spanish: not the server's English text.
    expect(row).toHaveTextContent('lun, 30 de nov, 7:00 p.m. CST');
    expect(row).toHaveTextContent('Grassroots, 7-8 PM · Quedan 8 lugares');
    expect(
      within(row).getByRole('button', {
        name: 'Reservar · $30.00: lun, 30 de nov, 7:00 p.m. CST, Grassroots, 7-8 PM',
      }),
    ).toBeVisible();
    expect(screen.getByText(/1 mar 2026/)).toBeVisible();
  });

  it('reads the same in English as before', async () => {
    renderIn('en');
    const sessions = await screen.findByRole('list', {
      name: 'Next sessions: Trainer-Led Live Sessions',
    });
    expect(within(sessions).getByRole('listitem')).toHaveTextContent(
      'Mon, Nov 30, 7:00 PM CST' + 'Grassroots, 7-8 PM · 8 seats left',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Book a session' })).toBeVisible();
    expect(screen.getByText(/Mar 1, 2026/)).toBeVisible();
  });
});
