// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, Thread } from '#shared/schemas/messaging';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests, ok, type Answer } from '#client/test/answer-requests';
import { Component as MessagesPage } from './messages-page';

const session = (userType: 'player' | 'coach') =>
  ok({
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'u1', name: 'Casey', email: 'casey@example.com', emailVerified: true, userType },
  });

const conversation: ConversationSummary = {
  id: 'c1',
  status: 'request',
  myRole: 'athlete',
  with: [{ role: 'coach', name: 'Casey Morgan' }],
  athleteProfileId: 'p1',
  lastMessageAt: '2026-11-26T15:00:00.000Z',
  unread: 1,
};

const thread: Thread = {
  id: 'c1',
  status: 'request',
  myRole: 'athlete',
  athleteProfileId: 'p1',
  blockedByMe: false,
  mayRemoveGuardians: false,
  participants: [
    { role: 'athlete', name: 'Robin Minor', isMe: true },
    { role: 'coach', name: 'Casey Morgan', isMe: false },
    { role: 'guardian', name: 'Parent or guardian', isMe: false },
  ],
  messages: [
    {
      id: 'm1',
      fromRole: 'coach',
      mine: false,
      text: 'Hello Robin, we saw your film.',
      removed: false,
      clipId: null,
      clip: null,
      sentAt: '2026-11-26T15:00:00.000Z',
      deliverAt: '2026-11-26T15:00:00.000Z',
    },
  ],
};

const messagesAnswers: Record<string, Answer> = {
  'GET /api/auth/get-session': session('player'),
  'GET /api/messages': ok({ conversations: [conversation] }),
  'GET /api/messages/c1': ok(thread),
  'GET /api/messages/settings': ok({ unreadEmails: true }),
  'GET /api/me/highlights': ok({ clips: [] }),
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

// jsdom does not scroll; the conversation scrolls its newest message into view.
const hadScroll = 'scrollIntoView' in Element.prototype;
beforeAll(() => {
  if (!hadScroll) Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  if (!hadScroll) delete (Element.prototype as Partial<Element>).scrollIntoView;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Messages in Spanish', () => {
  it('/messages/{id}: the conversation list and the open conversation in Spanish', async () => {
    renderIn('/messages/c1', '/messages/:id', MessagesPage, messagesAnswers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Solicitudes (1)' })).toBeVisible();
    const list = screen.getByRole('navigation', { name: 'Conversaciones' });
    expect(within(list).getByText(/Solicitud · 26 nov 2026/)).toBeVisible();

    expect(await screen.findByText('Hello Robin, we saw your film.')).toBeVisible();
    expect(
      screen.getByText(
        'Casey Morgan quiere escribirte. Acepta para responder, o rechaza: no podrá volver a escribirte a menos que tú le escribas primero.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeVisible();
    expect(
      screen.getByText(
        'Una madre, padre o tutor forma parte de esta conversación y recibe cada mensaje por correo electrónico.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeVisible();
    expect(
      screen.getByRole('switch', { name: 'Avisarme por correo de los mensajes sin leer' }),
    ).toBeChecked();
  });
});
