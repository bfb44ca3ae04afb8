// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests, type Answer } from '#client/test/answer-requests';
import { ReportButton } from './report-button';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderInSpanish(answers: Record<string, Answer>) {
  answerRequests({ 'GET /api/auth/get-session': { status: 200, body: null }, ...answers });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nContext.Provider value={everyMessage('es')}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <ReportButton targetType="video" targetId="video-1" targetName="Ball handling drills" />
        </AuthProvider>
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
  return userEvent.setup();
}

describe('ReportButton in Spanish', () => {
  it('asks in Spanish, keeps the reported title as written, and shows the receipt', async () => {
    const user = renderInSpanish({
      'POST /api/reports': {
        status: 201,
        body: {
          id: '3f2a9c1e-0000-4000-8000-000000000000',
          reference: '3F2A9C1E',
          status: 'open',
          receiptSentTo: 'madre@example.com',
        },
      },
    });
    const link = screen.getByRole('button', { name: 'Reportar Ball handling drills' });
    expect(link).toHaveTextContent('Reportar');
    await user.click(link);

    const dialog = await screen.findByRole('dialog', {
      name: 'Reportar este video de entrenamiento',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Cuéntanos qué te preocupa de Ball handling drills. Nuestro equipo de seguridad lee cada reporte, y no necesitas una cuenta para enviarlo.',
    );
    expect(within(dialog).getAllByRole('radio')).toHaveLength(7);
    expect(within(dialog).getByRole('group', { name: '¿Qué está mal?' })).toBeVisible();

    // Sent without a reason, the form says it needs one (the schema's words, from `forms`).
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Un atleta joven podría estar en riesgo' }));
    await user.type(screen.getByLabelText('Tu correo electrónico (opcional)'), 'madre@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Tu reporte llegó a nuestro equipo de seguridad.');
    expect(status).toHaveTextContent('Tu número de referencia es 3F2A9C1E.');
    expect(status).toHaveTextContent('Te enviamos un comprobante a madre@example.com.');
    expect(screen.getByRole('dialog', { name: 'Gracias por avisarnos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Listo' })).toBeVisible();
  });

  it('shows the server’s refusal in Spanish', async () => {
    const user = renderInSpanish({
      'POST /api/reports': {
        status: 429,
        body: {
          code: 'RATE_LIMITED',
          message:
            'Too many requests from your connection. Please wait a few minutes and try again.',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Reportar Ball handling drills' }));
    await user.click(await screen.findByRole('radio', { name: 'Spam o estafa' }));
    await user.click(screen.getByRole('button', { name: 'Enviar reporte' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiadas solicitudes desde tu conexión. Espera unos minutos y vuelve a intentarlo.',
    );
  });
});
