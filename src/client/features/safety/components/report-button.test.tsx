// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportReceipt } from '#shared/schemas/privacy';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { answerRequests, type Answer } from '#client/test/answer-requests';
import { ReportButton } from './report-button';

const signedOut: Answer = { status: 200, body: null };
const signedIn: Answer = {
  status: 200,
  body: {
    session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
    user: { id: 'user-1', name: 'Dana Coach', email: 'dana@example.com', emailVerified: true },
  },
};

const receipt = (overrides: Partial<ReportReceipt> = {}): ReportReceipt => ({
  id: '3f2a9c1e-0000-4000-8000-000000000000',
  reference: '3F2A9C1E',
  status: 'open',
  receiptSentTo: null,
  ...overrides,
});

const SEND = 'POST /api/reports';

function renderButton(answers: Record<string, Answer>) {
  const fetch = answerRequests(answers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ReportButton targetType="athlete" targetId="athlete-1" targetName="Riley Carter" />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetch };
}

function sentBody(fetch: ReturnType<typeof answerRequests>): unknown {
  const call = fetch.mock.calls.find(
    ([input, init]) => `${init?.method} ${String(input)}` === SEND,
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Report Riley Carter' }));
  return screen.findByRole('dialog', { name: 'Report this athlete profile' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReportButton', () => {
  it('lets a visitor choose a reason, add details and an address, and shows the receipt', async () => {
    const { user, fetch } = renderButton({
      'GET /api/auth/get-session': signedOut,
      [SEND]: { status: 201, body: receipt({ receiptSentTo: 'parent@example.com' }) },
    });
    const dialog = await openDialog(user);
    expect(dialog).toHaveAccessibleDescription(/what worries you about Riley Carter/);
    // Every reason of the shared list is offered, none chosen yet.
    expect(screen.getAllByRole('radio')).toHaveLength(7);
    expect(screen.getByRole('radio', { name: 'A young athlete may be at risk' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Please choose a reason')).toBeInTheDocument();
    expect(sentBody(fetch)).toBeUndefined();

    await user.click(screen.getByRole('radio', { name: 'Bullying, harassment or hate' }));
    await user.type(
      screen.getByLabelText('Anything else we should know? (optional)'),
      'Mean comments in the bio',
    );
    await user.type(screen.getByLabelText('Your email (optional)'), ' parent@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your report has reached our safety team.');
    expect(status).toHaveTextContent('Your reference is 3F2A9C1E.');
    expect(status).toHaveTextContent('We have sent you a receipt at parent@example.com.');
    await waitFor(() => expect(status).toHaveFocus());
    expect(sentBody(fetch)).toEqual({
      targetType: 'athlete',
      targetId: 'athlete-1',
      reason: 'harassment',
      details: 'Mean comments in the bio',
      email: 'parent@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Report Riley Carter' })).toHaveFocus();
  });

  it('asks a member for no address and says so when no receipt was sent', async () => {
    const { user, fetch } = renderButton({
      'GET /api/auth/get-session': signedIn,
      [SEND]: { status: 201, body: receipt() },
    });
    // Wait for the session check, as a member's page would have it.
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/auth/get-session', expect.anything()),
    );
    await openDialog(user);
    await waitFor(() =>
      expect(screen.queryByLabelText('Your email (optional)')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('radio', { name: 'Spam or a scam' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your reference is 3F2A9C1E.');
    expect(status).not.toHaveTextContent('We have sent you a receipt');
    expect(sentBody(fetch)).toEqual({
      targetType: 'athlete',
      targetId: 'athlete-1',
      reason: 'spam',
      details: '',
    });
  });

  it('shows the server’s message when the report is refused, and keeps the form', async () => {
    const { user } = renderButton({
      'GET /api/auth/get-session': signedOut,
      [SEND]: {
        status: 429,
        body: {
          code: 'RATE_LIMITED',
          message:
            'Too many requests from your connection. Please wait a few minutes and try again.',
        },
      },
    });
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from your connection. Please wait a few minutes and try again.',
    );
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = renderButton({
      'GET /api/auth/get-session': signedOut,
      [SEND]: {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Please enter a valid email address',
          fieldErrors: { email: ['Please enter a valid email address'] },
        },
      },
    });
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Pretends to be someone else' }));
    await user.type(screen.getByLabelText('Your email (optional)'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Your email (optional)')).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid email address'),
      ),
    );
  });

  it('closes with Escape, returns focus to the link and opens again with an empty form', async () => {
    const { user } = renderButton({ 'GET /api/auth/get-session': signedOut });
    await openDialog(user);
    await user.click(screen.getByRole('radio', { name: 'Spam or a scam' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Report Riley Carter' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Report this athlete profile' });
    expect(screen.getByRole('radio', { name: 'Spam or a scam' })).not.toBeChecked();
  });
});
