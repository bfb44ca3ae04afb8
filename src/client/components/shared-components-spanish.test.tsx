// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PrivacyStatus } from '#shared/schemas/privacy';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { HiddenProfileNotice } from './hidden-profile-notice';
import { NotFoundPage } from './status-pages';
import { ListState } from './ui/list-state';

function renderInSpanish(node: ReactNode) {
  render(
    <I18nContext.Provider value={everyMessage('es')}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

describe('the shared components in Spanish', () => {
  it('the not-found page', () => {
    renderInSpanish(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('a list that failed and one that loads', () => {
    renderInSpanish(
      <>
        <ListState query={{ isPending: false, error: {} }} />
        <ListState query={{ isPending: true, error: null }} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo cargar esta lista. Vuelve a intentarlo.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });

  it('a minor’s hidden profile, with the consent link’s dates in Spanish', () => {
    const privacy: PrivacyStatus = {
      profileId: 'p1',
      visibility: 'members',
      widestAllowed: 'members',
      listed: false,
      hiddenBecause: ['consent-needed'],
      moderationReason: null,
      consent: {
        status: 'pending',
        guardianEmail: 'm***@example.com',
        sentAt: '2026-11-24T15:00:00.000Z',
        expiresAt: '2026-12-08T15:00:00.000Z',
        expired: false,
        allowedVisibility: 'members',
      },
    };
    renderInSpanish(<HiddenProfileNotice userId="u1" privacy={privacy} />);
    expect(screen.getByText('Tu perfil está oculto para los demás')).toBeVisible();
    expect(
      screen.getByText(
        'Como eres menor de 18 años, necesitamos el consentimiento de tu madre, padre o tutor (m***@example.com). Le escribimos el 24 de noviembre de 2026; su enlace funciona hasta el 8 de diciembre de 2026.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar el correo otra vez' })).toBeVisible();
  });
});
