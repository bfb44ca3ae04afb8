import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Channel } from '#shared/schemas/streams';
import { ToastHost } from '#client/lib/toast';

/** A channel as the API answers it, offline unless the test says otherwise. For tests only. */
export function testChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    slug: 'hoops-tournament',
    title: 'Hoops Tournament Live',
    channel: 'Live Tournaments',
    description: 'Bracket games from our youth hoops tournament.',
    imageUrl: '/images/channels/hoops-tournament.webp',
    category: 'tournament',
    schedule: 'Tournament weekends, games from 9:00 AM Central',
    priceCents: null,
    premium: false,
    featured: false,
    status: 'ondemand',
    found: true,
    isActive: false,
    playbackId: null,
    playbackUrl: null,
    viewers: 0,
    liveSince: null,
    offer: null,
    locked: false,
    passUntil: null,
    sessions: [],
    ...overrides,
  };
}

/** The same channel broadcasting right now. */
export const liveChannel = (overrides: Partial<Channel> = {}) =>
  testChannel({
    status: 'live',
    isActive: true,
    playbackId: 'pb-hoops',
    playbackUrl: '/live-media/pb-hoops/index.m3u8',
    viewers: 42,
    liveSince: '2026-03-01T18:00:00.000Z',
    ...overrides,
  });

/** Renders `ui` inside a router, a query client (returned) and the toast host. */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: ['/live-vod'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
