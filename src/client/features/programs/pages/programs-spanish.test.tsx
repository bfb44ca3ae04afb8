// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventDescription, programDescription, teamDescription } from '#shared/programs';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { PageHeadContext, type PageHead } from '#client/lib/use-document-title';
import { answerRequests } from '#client/test/answer-requests';
import { Component as EventPage } from './event-page';
import { Component as ProgramPage } from './program-page';
import { Component as TeamPage } from './team-page';

const teamId = '22222222-2222-4222-8222-222222222222';
const eventId = '44444444-4444-4444-8444-444444444444';

const team = {
  id: teamId,
  name: 'Lakeside 17U',
  sport: 'Basketball',
  level: '17U',
  season: '2026–27',
};
const program = { slug: 'lakeside-hoops-club', name: 'Lakeside Hoops Club', logoUrl: null };
const showcase = {
  id: eventId,
  kind: 'showcase',
  title: 'Lakeside Winter Showcase',
  sport: 'Basketball',
  startsAt: '2026-12-12T15:00:00.000Z',
  endsAt: '2026-12-12T22:00:00.000Z',
  timeZone: 'America/Chicago',
  place: 'Lakeside Fieldhouse',
  city: 'Madison',
  state: 'WI',
  cancelled: false,
  programName: 'Lakeside Hoops Club',
  programSlug: 'lakeside-hoops-club',
  teamCount: 1,
} as const;

const programPage = {
  ...program,
  type: 'club',
  sports: ['Basketball'],
  city: 'Madison',
  state: 'WI',
  about: null,
  teams: [team],
  events: [showcase],
};

const session = {
  ...showcase,
  kind: 'session',
  title: 'Guard skills clinic',
  description: null,
  teams: [
    {
      id: teamId,
      name: team.name,
      level: team.level,
      season: team.season,
      programName: program.name,
      programSlug: program.slug,
    },
  ],
  channel: { slug: 'lakeside-live', title: 'Lakeside Live' },
  seats: { capacity: 12, left: 5, priceCents: 2500, booking: null },
  canManage: false,
  hasRosterBook: false,
} as const;

afterEach(() => {
  vi.restoreAllMocks();
});

/** A page at its address in `locale`; returns the last head it reported. */
function renderIn(locale: 'en' | 'es', route: string, path: string, Page: ComponentType) {
  answerRequests({
    'GET /api/auth/get-session': { status: 200, body: null },
    'GET /api/programs/lakeside-hoops-club': { status: 200, body: programPage },
    [`GET /api/teams/${teamId}`]: {
      status: 200,
      body: { team, program, roster: [], hiddenCount: 1, myEntry: null, events: [], channels: [] },
    },
    [`GET /api/events/${eventId}`]: { status: 200, body: session },
  });
  const head: PageHead = {};
  render(
    <I18nContext.Provider value={everyMessage(locale)}>
      <PageHeadContext.Provider value={(next) => Object.assign(head, next)}>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <AuthProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={<Page />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </PageHeadContext.Provider>
    </I18nContext.Provider>,
  );
  return head;
}

describe('the programs’ pages in Spanish', () => {
  it('a program page: its sections, the event’s kind and its day in Spanish', async () => {
    const head = renderIn('es', '/org/:slug', '/org/lakeside-hoops-club', ProgramPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lakeside Hoops Club' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Equipos' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Próximos eventos' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Deportes' })).toBeVisible();
    const event = screen.getByRole('link', { name: /Lakeside Winter Showcase/ });
    // The event's time in its own zone (Central), written as es-US writes it.
    expect(event).toHaveTextContent(
      new Intl.DateTimeFormat('es-US', {
        timeZone: 'America/Chicago',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(showcase.startsAt)),
    );
    expect(event).toHaveTextContent(/12 de dic/);
    expect(head.description).toBe('Lakeside Hoops Club en Madison, WI: 1 equipo de Básquetbol.');
  });

  it('an event page: its seats, price and time in Spanish', async () => {
    const head = renderIn('es', '/events/:id', `/events/${eventId}`, EventPage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guard skills clinic' }),
    ).toBeVisible();
    expect(screen.getByText('Sesión de entrenamiento')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lugares' })).toBeVisible();
    expect(screen.getByText('$25.00 por lugar · 5 de 12 lugares libres')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reservar un lugar' })).toBeVisible();
    expect(screen.getByText(/Se transmite en/)).toHaveTextContent('Se transmite en Lakeside Live');
    expect(screen.getByText(/^De sáb, 12 de dic/)).toBeVisible();
    expect(head.description).toBe(
      'Sesión de entrenamiento de Lakeside Hoops Club, sáb, 12 de dic de 2026, Madison, WI.',
    );
  });

  it('keeps the English pages’ descriptions as #shared/programs words them', async () => {
    const programHead = renderIn('en', '/org/:slug', '/org/lakeside-hoops-club', ProgramPage);
    await screen.findByRole('heading', { level: 1, name: 'Lakeside Hoops Club' });
    expect(programHead.description).toBe(
      programDescription({ ...programPage, teamCount: programPage.teams.length }),
    );
  });

  it('keeps the English team and event descriptions', async () => {
    const teamHead = renderIn(
      'en',
      '/org/:slug/teams/:id',
      `/org/lakeside-hoops-club/teams/${teamId}`,
      TeamPage,
    );
    await screen.findByRole('heading', { level: 1, name: 'Lakeside 17U' });
    expect(teamHead.description).toBe(teamDescription(team, program.name));
    expect(
      screen.getByText('1 more athlete, not shown because of their privacy settings.'),
    ).toBeVisible();
  });

  it('keeps the English event description and seats', async () => {
    const eventHead = renderIn('en', '/events/:id', `/events/${eventId}`, EventPage);
    await screen.findByRole('heading', { level: 1, name: 'Guard skills clinic' });
    expect(eventHead.description).toBe(eventDescription(session));
    expect(screen.getByText('$25.00 a seat · 5 of 12 seats left')).toBeVisible();
    expect(screen.getByText('Sat, Dec 12, 9:00 AM CST to Sat, Dec 12, 4:00 PM CST')).toBeVisible();
  });
});
