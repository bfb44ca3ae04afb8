// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Board } from '#shared/schemas/boards';
import type { CoachStanding } from '#shared/schemas/coaches';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests, ok, type Answer } from '#client/test/answer-requests';
import { Component as RecruitingPage } from './recruiting-page';

const session = (userType: 'player' | 'coach') =>
  ok({
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'u1', name: 'Casey', email: 'casey@example.com', emailVerified: true, userType },
  });

const standing: CoachStanding = {
  coach: true,
  verified: true,
  badge: {
    institution: 'State University',
    level: 'ncaa-d1',
    sport: 'Basketball',
    text: 'Verified · State University · NCAA D1',
    expiresAt: '2027-03-01T12:00:00.000Z',
  },
  profile: {
    firstName: 'Casey',
    lastName: 'Morgan',
    coachType: 'college',
    sport: 'Basketball',
    title: 'Head Coach',
    institution: 'State University',
  },
  request: null,
};

const board: Board = {
  id: 'b1',
  name: 'Class of 2027 guards',
  stages: ['Watching', 'Evaluating', 'Contacted', 'Offered', 'Committed'],
  entryCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  entries: [
    {
      id: 'e1',
      stage: 0,
      rating: 4,
      notes: 'Strong motor',
      addedAt: '2026-11-01T10:00:00.000Z',
      movedAt: '2026-11-01T10:00:00.000Z',
      hidden: false,
      athlete: {
        id: 'a1',
        firstName: 'Jordan',
        lastName: 'Reyes',
        sport: 'Basketball',
        avatarUrl: null,
        position: 'Point Guard',
        school: 'Lakeview High',
        state: 'TX',
        graduationYear: 2027,
      },
    },
  ],
};

const recruitingAnswers: Record<string, Answer> = {
  'GET /api/auth/get-session': session('coach'),
  'GET /api/me/coach': ok(standing),
  'GET /api/recruiting/boards': ok({ boards: [board] }),
  'GET /api/recruiting/boards/b1': ok(board),
  'GET /api/recruiting/searches': ok({
    searches: [
      {
        id: 's1',
        name: 'Tall guards',
        filters: { sport: 'Basketball', heightMin: 74, updatedWithinDays: 30 },
        frequency: 'weekly',
        lastDigestAt: null,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
  }),
  'GET /api/recruiting/views': ok({
    items: [
      {
        athleteId: 'a1',
        firstName: 'Jordan',
        lastName: 'Reyes',
        sport: 'Basketball',
        position: 'Point Guard',
        graduationYear: 2027,
        avatarUrl: null,
        day: '2026-11-20',
        openedPage: true,
        playedHighlight: true,
      },
    ],
  }),
  'GET /api/recruiting/evaluations': ok({
    items: [
      {
        id: 'ev1',
        athleteId: 'a1',
        athlete: { firstName: 'Jordan', lastName: 'Reyes', sport: 'Basketball' },
        assessment: 'Quick first step, sees the floor.',
        projectedLevels: ['ncaa-d1', 'juco'],
        measurements: [{ name: 'Vertical jump', value: '32 in', takenOn: '2026-11-18' }],
        createdAt: '2026-11-21T12:00:00.000Z',
        updatedAt: '2026-11-21T12:00:00.000Z',
        shown: true,
      },
    ],
  }),
};

function renderIn(
  path: string,
  route: string,
  Page: ComponentType,
  answers: Record<string, Answer>,
) {
  answerRequests(answers);
  const router = createMemoryRouter(
    [
      {
        path: route,
        element: (
          <AuthProvider>
            <Page />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nContext.Provider value={everyMessage('es')}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Recruiting in Spanish', () => {
  it('/recruiting: the coach’s badge, boards, searches, views and evaluations in Spanish', async () => {
    renderIn('/recruiting', '/recruiting', RecruitingPage, recruitingAnswers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reclutamiento' })).toBeVisible();
    expect(await screen.findByText('Verificado · State University · NCAA D1')).toBeVisible();
    expect(screen.getByText(/Verificado hasta el 1 de marzo de 2027\./)).toBeVisible();

    // The board's words are Spanish; its name and stages stay as the coach wrote them.
    expect(await screen.findByRole('heading', { name: 'Tableros' })).toBeVisible();
    const boardSection = await screen.findByRole('region', { name: 'Class of 2027 guards' });
    expect(within(boardSection).getByText('1 atleta')).toBeVisible();
    expect(within(boardSection).getByText('Calificación: 4 de 5 · notas')).toBeInTheDocument();
    expect(
      within(boardSection).getByRole('button', {
        name: 'Mover a Jordan Reyes a la derecha, a Evaluating',
      }),
    ).toBeVisible();
    expect(within(boardSection).getByText('Básquetbol')).toBeVisible();
    expect(
      within(boardSection).getByText('Point Guard · Lakeview High · Promoción 2027 · TX'),
    ).toBeVisible();

    // A saved search in words, and how often its email comes.
    expect(
      await screen.findByText(
        'Deporte: Básquetbol · Estatura 6\'2" o más · Actualizado en los últimos 30 días',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('combobox', { name: 'Cada cuánto llega el correo de Tall guards' }),
    ).toHaveDisplayValue('Correo semanal');

    // A recent view's day, written for es-US.
    expect(await screen.findByText(/20 de noviembre de 2026/)).toBeVisible();

    // An evaluation: the coach's words as written, the site's in Spanish.
    expect(await screen.findByText('Quick first step, sees the floor.')).toBeVisible();
    expect(screen.getByText('Escrita el 21 de noviembre de 2026')).toBeVisible();
    expect(screen.getByText('NCAA D1, Junior college')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Medición' })).toBeVisible();
    expect(screen.getByText('18 de noviembre de 2026')).toBeVisible();
    expect(screen.getByText('Se muestra en su página')).toBeVisible();
  });
});
