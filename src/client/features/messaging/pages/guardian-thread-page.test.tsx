// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messagingMessages } from '#shared/messaging';
import type { Thread } from '#shared/schemas/messaging';
import { ok, sentBody, type Answer } from '#client/test/answer-requests';
import { renderRoutes } from '#client/test/render-routes';
import { Component as GuardianThreadPage } from './guardian-thread-page';

const token = 'a'.repeat(40) + '-_b';
const THREAD = `GET /api/messages/guardian/${token}`;
const REPLY = `POST /api/messages/guardian/${token}`;
const ANSWER = `POST /api/messages/guardian/${token}/answer`;
const CONTACT_OFF = `POST /api/messages/guardian/${token}/contact-off`;

const thread = (overrides: Partial<Thread> = {}): Thread => ({
  id: '5b7f0d4e-0000-4000-8000-000000000001',
  status: 'request',
  myRole: 'guardian',
  athleteProfileId: '5b7f0d4e-0000-4000-8000-000000000002',
  blockedByMe: false,
  mayRemoveGuardians: false,
  participants: [
    { role: 'athlete', name: 'Robin Minor', isMe: false },
    { role: 'coach', name: 'Casey Morgan', isMe: false },
    { role: 'guardian', name: 'Parent or guardian', isMe: true },
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
  ...overrides,
});

const sent: Answer = {
  status: 201,
  body: {
    conversationId: thread().id,
    message: { ...thread().messages[0], id: 'm2', fromRole: 'guardian', mine: true },
    heldUntil: null,
  },
};

function renderPage(answers: Record<string, Answer>) {
  return renderRoutes(
    [
      { path: '/guardian/thread/:token', Component: GuardianThreadPage },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    `/guardian/thread/${token}`,
    answers,
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

describe('the guardian’s thread page', () => {
  it('shows the conversation with the coach, and accepts the request', async () => {
    const { fetch, user } = renderPage({
      [THREAD]: ok(thread()),
      [ANSWER]: ok({ status: 'active' }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Your child's conversation with Casey Morgan",
      }),
    ).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('Hello Robin, we saw your film.')).toBeInTheDocument();
    expect(within(messages).getByText('Casey Morgan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted the request')).toBeInTheDocument();
    expect(sentBody(fetch, ANSWER)).toEqual({ answer: 'accept' });
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('declines a request and says what it means', async () => {
    const { fetch, user } = renderPage({
      [THREAD]: ok(thread()),
      [ANSWER]: ok({ status: 'declined' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You declined the request')).toBeInTheDocument();
    expect(
      screen.getByText('Casey Morgan cannot write again unless you or Robin Minor write first.'),
    ).toBeInTheDocument();
    expect(sentBody(fetch, ANSWER)).toEqual({ answer: 'decline' });
  });

  it('sends the guardian’s reply', async () => {
    const { fetch, user } = renderPage({
      [THREAD]: ok(thread({ status: 'active' })),
      [REPLY]: sent,
    });
    await user.type(await screen.findByLabelText('Message'), 'Please copy me on everything.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sentBody(fetch, REPLY)).toEqual({ text: 'Please copy me on everything.' }),
    );
    // No request to answer in an active conversation.
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('switches off contact from all coaches behind a confirmation', async () => {
    const { fetch, user } = renderPage({
      [THREAD]: ok(thread({ status: 'active' })),
      [CONTACT_OFF]: ok({ contactOff: 'all-coaches' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Switch off contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off contact?' });
    expect(within(dialog).getByRole('radio', { name: /From Casey Morgan only/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /From all coaches/ }));
    // Nothing is sent before the confirmation.
    expect(sentBody(fetch, CONTACT_OFF)).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Switch off contact' }));
    expect(await screen.findByText('Contact is switched off')).toBeInTheDocument();
    expect(sentBody(fetch, CONTACT_OFF)).toEqual({ scope: 'all-coaches' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText(/No coach can start a conversation with Robin Minor/),
    ).toBeInTheDocument();
  });

  it('switches off contact from this coach, and offers all coaches after', async () => {
    const { fetch, user } = renderPage({
      [THREAD]: ok(thread({ status: 'active' })),
      [CONTACT_OFF]: ok({ contactOff: 'this-coach' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Switch off contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off contact' }));
    expect(
      await screen.findByText(/Casey Morgan can no longer write to Robin Minor/),
    ).toBeVisible();
    expect(sentBody(fetch, CONTACT_OFF)).toEqual({ scope: 'this-coach' });
    expect(
      screen.getByRole('button', { name: 'Switch off contact from all coaches' }),
    ).toBeInTheDocument();
  });

  it('shows the server’s message and a way to log in for an expired link', async () => {
    renderPage({
      [THREAD]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: messagingMessages.linkExpired },
      },
    });
    expect(await screen.findByText(messagingMessages.linkExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });
});
