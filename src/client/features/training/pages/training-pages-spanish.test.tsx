// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SportVideos, TrainingVideo } from '#shared/schemas/training';
import { fakePlayback } from '#client/components/video/test-playback';
import VideoPlayerCore from '#client/components/video/video-player-core';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests } from '#client/test/answer-requests';
import { Component as SportTrainingPage } from './sport-training-page';
import { Component as TrainingOptionsPage } from './training-options-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const video = (id: string, level: TrainingVideo['level'], locked: boolean): TrainingVideo => ({
  id,
  sport: 'basketball',
  level,
  title: `Video ${id}`,
  description: 'A drill.',
  thumbnail: `/media/${id}.jpg`,
  poster: null,
  duration: '6:42',
  category: 'Dribbling',
  srcType: 'file',
  locked,
  src: locked ? null : `/media/${id}.mp4`,
  captions: null,
});

const library: SportVideos = {
  sport: 'basketball',
  levels: [
    { level: 'basic', locked: false, message: null },
    {
      level: 'intermediate',
      locked: true,
      message: 'Subscribe to access intermediate level training videos.',
    },
    {
      level: 'advanced',
      locked: true,
      message: 'Subscribe to access advanced level training videos.',
    },
    {
      level: 'elite',
      locked: true,
      message: 'Subscribe to access elite level training videos designed for serious athletes.',
    },
  ],
  videos: [video('bb-basic-1', 'basic', false), video('bb-intermediate-1', 'intermediate', true)],
};

function renderInSpanish(path: string, page: ReactNode) {
  answerRequests({
    'GET /api/auth/get-session': { status: 200, body: null },
    // A Spanish page asks for the catalogue's words in Spanish.
    'GET /api/training/basketball?lang=es': { status: 200, body: library },
  });
  render(
    <I18nContext.Provider value={everyMessage('es')}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path} element={page} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

describe('the training pages in Spanish', () => {
  it('/training-options names the programs, sports and levels in Spanish', () => {
    renderInSpanish('/training-options', <TrainingOptionsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Programas de entrenamiento' }),
    ).toBeVisible();
    const sports = screen.getByRole('region', { name: 'Deportes' });
    expect(within(sports).getByRole('heading', { name: 'Atletismo' })).toBeVisible();
    expect(
      within(sports).getByRole('link', { name: 'Ver entrenamiento: Básquetbol' }),
    ).toHaveAttribute('href', '/videos');
    expect(
      within(sports).getAllByText('Niveles: Básico, Intermedio, Avanzado, Élite')[0],
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Regístrate gratis' })).toBeVisible();
  });

  it('a sport’s page: its journey by age, the level tabs, the cards and why a level is locked', async () => {
    renderInSpanish('/videos', <SportTrainingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Entrenamiento de básquetbol' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ruta de desarrollo' })).toBeVisible();
    expect(screen.getByText('De 6 a 10 años')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Videoteca de básquetbol' })).toBeVisible();

    // The library's videos: the card's name and Watch & Earn in Spanish, the title as written.
    expect(
      await screen.findByRole('button', { name: 'Reproducir Video bb-basic-1, 6:42' }),
    ).toBeVisible();
    expect(screen.getByText('Mira y gana')).toBeVisible();

    const tabs = screen.getByRole('tablist', { name: 'Niveles de entrenamiento de básquetbol' });
    fireEvent.click(within(tabs).getByRole('tab', { name: /^Intermedio\s*\(bloqueado\)$/ }));
    // The server's reason (shown through the forms catalog) and the way to unlock the level.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByText('Bloqueado')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Crea una cuenta para tener acceso completo' }),
    ).toBeVisible();
  });
});

describe('the video player in Spanish', () => {
  it('names its controls in Spanish and says the volume as es-US writes a percentage', () => {
    fakePlayback({ duration: 120 });
    const { container } = render(
      <I18nContext.Provider value={everyMessage('es')}>
        <VideoPlayerCore src="/media/crossover.mp4" srcType="file" title="Crossover drill" />
      </I18nContext.Provider>,
    );
    fireEvent(container.querySelector('video')!, new Event('loadedmetadata'));
    expect(
      screen.getByRole('region', { name: 'Reproductor de video: Crossover drill' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pantalla completa' })).toBeVisible();
    expect(screen.getByText('Sin subtítulos')).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Buscar' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 de 2:00',
    );
    expect(screen.getByRole('slider', { name: 'Volumen' })).toHaveAttribute(
      'aria-valuetext',
      new Intl.NumberFormat('es-US', { style: 'percent' }).format(1),
    );
  });
});
