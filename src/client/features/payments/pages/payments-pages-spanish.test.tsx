// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxCheckout } from '#shared/schemas/payments';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests } from '#client/test/answer-requests';
import { Component as SandboxCheckoutPage } from './sandbox-checkout-page';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const checkout: SandboxCheckout = {
  id: 'cs_sbx_1',
  plan: 'premium',
  planName: 'All Training Subscription',
  amountCents: 124_999,
  trialDays: 30,
  email: 'riley@example.com',
  status: 'open',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

describe('the test checkout in Spanish', () => {
  it('names the plan, the amounts and the first charge in Spanish', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z'), toFake: ['Date'] });
    answerRequests({
      'GET /api/auth/get-session': {
        status: 200,
        body: {
          session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
          user: { id: 'user-1', name: 'Riley Park', email: 'riley@example.com' },
        },
      },
      'GET /api/checkout/sandbox/cs_sbx_1': { status: 200, body: checkout },
    });
    render(
      <I18nContext.Provider value={everyMessage('es')}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthProvider>
            <MemoryRouter initialEntries={['/checkout/sandbox/cs_sbx_1']}>
              <Routes>
                <Route path="/checkout/sandbox/:id" element={<SandboxCheckoutPage />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </I18nContext.Provider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suscripción a todo el entrenamiento' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Modo de prueba' })).toHaveTextContent(
      'Usa cualquier fecha de vencimiento futura y cualquier CVC.',
    );
    expect(screen.getByText('Primer mes gratis: $0.00 hoy')).toBeVisible();
    expect(screen.getByText('$1,249.99 / mes')).toBeVisible();
    expect(screen.getByText('31 de mayo de 2026')).toBeVisible();
    expect(screen.getByLabelText('Número de tarjeta')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Empezar la prueba' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  });
});
