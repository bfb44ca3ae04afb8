// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AthleteDetails, HighlightClip } from '#shared/schemas/athletes';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests, ok } from '#client/test/answer-requests';
import { Component as PlayerProfilePage } from './player-profile-page';

const profile: AthleteDetails = {
  id: 'athlete-1',
  firstName: 'Kira',
  lastName: 'Bell',
  sport: 'Volleyball',
  avatarUrl: null,
  featured: false,
  position: 'Setter',
  school: 'North High',
  location: 'Fargo, ND',
  state: 'ND',
  graduationYear: 2028,
  height: null,
  weight: null,
  gender: 'Female',
  bio: 'Quick hands, loud voice.',
  isComplete: true,
  highlightVideo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const clip = (id: string, title: string, more: Partial<HighlightClip> = {}): HighlightClip => ({
  id,
  title,
  featured: false,
  url: `/uploads/highlights/${id}.mp4`,
  contentType: 'video/mp4',
  srcType: 'file',
  status: 'ready',
  durationSeconds: 42,
  captionsUrl: null,
  ...more,
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage() {
  answerRequests({
    'GET /api/auth/get-session': ok({
      session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
      user: { id: 'user-1', name: 'Kira Bell', email: 'kira@example.com', emailVerified: true },
    }),
    'GET /api/me/profile': ok({ profile, needsBirthDate: false }),
    'GET /api/me/highlights': ok({
      clips: [
        clip('c1', 'Junior season', { featured: true }),
        clip('c2', 'Serves', { status: 'processing', url: null, durationSeconds: null }),
      ],
    }),
    'GET /api/me/stats': ok({
      stats: [
        {
          id: 's1',
          season: '2025-26',
          stat: 'Kills per set',
          value: '3.4',
          verification: { verifierName: 'Coach Dana Ruiz', teamName: 'Fargo 17U' },
        },
      ],
    }),
  });
  const router = createMemoryRouter([{ path: '/player-profile', Component: PlayerProfilePage }], {
    initialEntries: ['/player-profile'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nContext.Provider value={everyMessage('es')}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

describe('the athlete’s profile editor in Spanish', () => {
  it('shows the form, the highlight reel and the statistics in Spanish, the athlete’s words as written', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu perfil de atleta' }),
    ).toBeVisible();

    // The form: labels and choices in Spanish, the athlete's values as saved.
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Kira');
    expect(screen.getByLabelText('Posición')).toHaveValue('Setter');
    expect(screen.getByLabelText('Biografía')).toHaveValue('Quick hands, loud voice.');
    const sport = screen.getByLabelText('Deporte');
    expect(sport).toHaveValue('Volleyball');
    expect(within(sport).getByRole('option', { name: 'Voleibol' })).toBeInTheDocument();
    expect(screen.getByLabelText('Género')).toHaveValue('Female');
    expect(screen.getByRole('option', { name: 'Femenino' })).toBeInTheDocument();
    expect(screen.getByLabelText('Agregar una foto')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Guardar perfil' })).toBeEnabled();

    // The reel: its clips, with the count formatted for es-US.
    expect(screen.getByRole('heading', { name: 'Jugadas destacadas' })).toBeVisible();
    const clips = await screen.findByRole('list', { name: 'Tus clips' });
    expect(within(clips).getByText('Destacado')).toBeVisible();
    expect(within(clips).getByText('Procesando')).toBeVisible();
    expect(
      within(clips).getByRole('button', { name: 'Cambiar el nombre de Serves' }),
    ).toBeVisible();
    expect(
      screen.getByText('Opcional: si no, se usa el nombre del archivo. 2 de 10 clips.'),
    ).toBeVisible();
    expect(
      screen.getByPlaceholderText('Por ejemplo: temporada de tercer año, triples'),
    ).toHaveAccessibleName(expect.stringContaining('Título del clip'));

    // The statistics: the coach's verification in Spanish, the athlete's stat as written.
    expect(screen.getByRole('heading', { name: 'Estadísticas' })).toBeVisible();
    expect(await screen.findByDisplayValue('Kills per set')).toBeVisible();
    expect(screen.getByText('Verificado por Coach Dana Ruiz, Fargo 17U')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bajar la fila 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar estadísticas' })).toBeEnabled();
  });
});
