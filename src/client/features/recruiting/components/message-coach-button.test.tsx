// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMessages } from '#shared/messaging-rules';
import type { CoachPage } from '#shared/schemas/coaches';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { ok, sentBody, type Answer } from '#client/test/answer-requests';
import { renderRoutes } from '#client/test/render-routes';
import { Component as CoachPageComponent } from '../pages/coach-page';

const START = 'POST /api/messages/coaches';

const coach = (overrides: Partial<CoachPage> = {}): CoachPage => ({
  id: 'coach-1',
  name: 'Casey Morgan',
  title: 'Head Coach',
  institution: 'State University',
  level: 'ncaa-d1',
  sports: ['Basketball'],
  badge: 'Verified · State University · NCAA D1',
  ...overrides,
});

const session = (userType: 'player' | 'coach') =>
  ok({
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'u1', name: 'Riley', email: 'riley@example.com', emailVerified: true, userType },
  });

function renderCoachPage(answers: Record<string, Answer>) {
  return renderRoutes(
    [
      {
        path: '/coach/:id',
        element: (
          <AuthProvider>
            <CoachPageComponent />
          </AuthProvider>
        ),
      },
      { path: '/messages/:id', element: <h1>Conversation</h1> },
    ],
    '/coach/coach-1',
    answers,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Message this coach', () => {
  it('sends the first message and opens the conversation', async () => {
    const { fetch, router, user } = renderCoachPage({
      'GET /api/auth/get-session': session('player'),
      'GET /api/coaches/coach-1': ok(coach()),
      [START]: {
        status: 201,
        body: {
          conversationId: 'conv-1',
          message: {
            id: 'm1',
            fromRole: 'athlete',
            mine: true,
            text: 'Hello coach',
            removed: false,
            clipId: null,
            sentAt: '2026-11-26T15:00:00.000Z',
            deliverAt: '2026-11-26T15:00:00.000Z',
          },
          heldUntil: null,
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Message this coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Casey Morgan' });
    await user.type(within(dialog).getByLabelText('Message'), 'Hello coach');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/conv-1'));
    expect(sentBody(fetch, START)).toEqual({ coachId: 'coach-1', text: 'Hello coach' });
  });

  it('shows the plan refusal in the dialog with a link to the plan', async () => {
    const { user } = renderCoachPage({
      'GET /api/auth/get-session': session('player'),
      'GET /api/coaches/coach-1': ok(coach()),
      [START]: { status: 403, body: { code: 'FORBIDDEN', message: startMessages.recruitingPlan } },
    });
    await user.click(await screen.findByRole('button', { name: 'Message this coach' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Casey Morgan' });
    await user.type(within(dialog).getByLabelText('Message'), 'Hello coach');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(startMessages.recruitingPlan)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'See the Recruiting Profile plan' }),
    ).toHaveAttribute('href', '/pricing#recruiting');
  });

  it('is not offered to a coach account', async () => {
    renderCoachPage({
      'GET /api/auth/get-session': session('coach'),
      'GET /api/coaches/coach-1': ok(coach()),
    });
    expect(await screen.findByRole('heading', { name: 'Casey Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message this coach' })).not.toBeInTheDocument();
  });

  it('is not offered for a coach who is not at a college', async () => {
    renderCoachPage({
      'GET /api/auth/get-session': session('player'),
      'GET /api/coaches/coach-1': ok(coach({ level: 'high-school' })),
    });
    expect(await screen.findByRole('heading', { name: 'Casey Morgan' })).toBeInTheDocument();
    // Give the lazily loaded button its chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Message this coach' })).not.toBeInTheDocument();
  });
});
