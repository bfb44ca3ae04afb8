// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMessages } from '#shared/messaging-rules';
import { ok } from '#client/test/answer-requests';
import { renderRoutes } from '#client/test/render-routes';
import { MessageAthleteButton } from './message-athlete-button';

const refused = ok({
  allowed: false,
  reason: startMessages.collegeOnly,
  rule: 'college-coaches-only',
});

const renderButton = (answer: ReturnType<typeof ok>, onlyWhenAllowed = false) =>
  renderRoutes(
    [
      {
        path: '/athlete/:id',
        element: (
          <MessageAthleteButton
            athleteId="p-avery"
            athleteName="Avery Chen"
            onlyWhenAllowed={onlyWhenAllowed}
          />
        ),
      },
    ],
    '/athlete/p-avery',
    { 'GET /api/messages/athletes/p-avery': answer },
  );

describe('Message on an athlete page', () => {
  it('is off with the rule’s reason for a coach who may not write', async () => {
    renderButton(refused);
    expect(await screen.findByRole('button', { name: 'Message' })).toBeDisabled();
    expect(screen.getByText(startMessages.collegeOnly)).toBeVisible();
  });

  it('is not shown at all to an organization that may not write', async () => {
    const { fetch } = renderButton(refused, true);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText(startMessages.collegeOnly)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Message' })).toBeNull();
  });

  it('opens the first message for the staff of the athlete’s team', async () => {
    const { user } = renderButton(ok({ allowed: true, conversationId: null }), true);
    await user.click(await screen.findByRole('button', { name: 'Message' }));
    expect(await screen.findByRole('dialog', { name: 'Message Avery Chen' })).toBeVisible();
  });
});
