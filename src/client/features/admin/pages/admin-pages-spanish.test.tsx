// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditList } from '#shared/schemas/admin';
import type { SubscriberList } from '#shared/schemas/admin-inbox';
import type { MemberList, MemberSummary } from '#shared/schemas/admin-members';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests, ok, type Answer } from '#client/test/answer-requests';
import { Component as AuditPage } from './audit-page';
import { Component as InboxPage } from './inbox-page';
import { Component as MembersPage } from './members-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A dashboard page at its address, in Spanish, its requests answered from `answers`. */
function renderInSpanish(path: string, Page: ComponentType, answers: Record<string, Answer>) {
  answerRequests(answers);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: path.split('?')[0]!, Component: Page }], {
    initialEntries: [path],
  });
  render(
    <I18nContext.Provider value={everyMessage('es')}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

const riley: MemberSummary = {
  id: 'u-riley',
  name: 'Riley Carter',
  email: 'riley.carter@example.com',
  role: 'user',
  userType: 'player',
  emailVerified: false,
  banned: false,
  plan: 'premium',
  access: true,
  consentStatus: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  lastSignInAt: null,
};

describe('the admin dashboard in Spanish', () => {
  it('lists members with Spanish words, filters and dates', async () => {
    renderInSpanish('/admin-dashboard/members', MembersPage, {
      'GET /api/admin/members': ok({ items: [riley], nextCursor: null } satisfies MemberList),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Miembros' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar miembros' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue(
      'Registro más reciente',
    );
    const row = (await screen.findByRole('link', { name: 'Riley Carter' })).closest('tr')!;
    expect(within(row).getByText('Jugador')).toBeVisible();
    expect(within(row).getByText('Todo el entrenamiento')).toBeVisible();
    expect(within(row).getByText('Sin confirmar')).toBeVisible();
    expect(within(row).getByText('Nunca')).toBeVisible();
    expect(within(row).getByText('1 de octubre de 2026')).toBeVisible();
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toContain('Último inicio de sesión');
    expect(document.title).toMatch(/^Miembros · Administración/);
  });

  it('counts newsletter subscribers with es-US grouping and a Spanish plural', async () => {
    renderInSpanish('/admin-dashboard/inbox?tab=newsletter', InboxPage, {
      'GET /api/admin/newsletter': ok({
        items: [],
        nextCursor: null,
        total: 1234,
      } satisfies SubscriberList),
    });

    expect(await screen.findByText('1,234')).toBeVisible();
    expect(screen.getByText('1,234').closest('p')).toHaveTextContent(
      '1,234 suscriptores confirmados',
    );
    expect(screen.getByRole('tab', { name: 'Boletín' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toBeVisible();
  });

  it('names each audited action in Spanish beside the code the log keeps', async () => {
    renderInSpanish('/admin-dashboard/audit', AuditPage, {
      'GET /api/admin/audit': ok({
        items: [
          {
            id: 'a1',
            at: '2026-11-20T12:00:00.000Z',
            actorId: 'u-admin',
            actorEmail: 'admin@example.com',
            action: 'member.ban',
            targetType: 'member',
            targetId: 'u-riley',
            targetLabel: 'riley.carter@example.com',
            before: { banned: false },
            after: { banned: true, reason: 'Spam' },
            ip: null,
          },
        ],
        nextCursor: null,
      } satisfies AuditList),
    });

    const row = (await screen.findByText('Miembro suspendido')).closest('tr')!;
    expect(within(row).getByText('member.ban')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'riley.carter@example.com' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Acción' })).toHaveDisplayValue(
      'Todas las acciones',
    );
  });
});
