// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffCard } from './staff-card';
import { answerRequests } from '#client/test/answer-requests';

const coachId = '55555555-5555-4555-8555-555555555555';
const staff = [
  {
    id: coachId,
    email: 'sam@example.com',
    name: 'Sam Rivera',
    role: 'coach',
    status: 'active',
    expiresAt: '2099-01-01T00:00:00.000Z',
    acceptedAt: '2026-11-02T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  {
    id: '66666666-6666-4666-8666-666666666666',
    email: 'alex@example.com',
    name: null,
    role: 'admin',
    status: 'invited',
    expiresAt: '2099-01-01T00:00:00.000Z',
    acceptedAt: null,
    createdAt: '2026-11-03T00:00:00.000Z',
  },
];

function renderCard() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <StaffCard userId="org-1" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Staff card', () => {
  it('lists the staff with role and status, and invites by email with the role chosen', async () => {
    const fetch = answerRequests({
      'GET /api/me/program/staff': { status: 200, body: { staff } },
      'POST /api/me/program/staff': {
        status: 201,
        body: { ...staff[1], email: 'new@example.com', role: 'admin' },
      },
    });
    const user = renderCard();
    const list = await screen.findByRole('list', { name: 'Staff members' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Sam Rivera');
    expect(rows[0]).toHaveTextContent('Coach');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('alex@example.com');
    expect(rows[1]).toHaveTextContent('Admin');
    expect(rows[1]).toHaveTextContent('Invited');

    await user.type(screen.getByLabelText('Invite to the staff by email'), 'new@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Invite to the staff' }));
    expect(await screen.findByText('Invitation sent to new@example.com as admin.')).toBeVisible();
    const call = fetch.mock.calls.find(
      ([input, init]) => init?.method === 'POST' && String(input) === '/api/me/program/staff',
    );
    expect(JSON.parse(String(call![1]?.body))).toEqual({ email: 'new@example.com', role: 'admin' });
  });

  it('removes a member only after the confirm step', async () => {
    const fetch = answerRequests({
      'GET /api/me/program/staff': { status: 200, body: { staff } },
      [`DELETE /api/me/program/staff/${coachId}`]: { status: 204 },
    });
    const user = renderCard();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Sam Rivera from the staff…' }),
    );
    expect(screen.getByText(/They lose access to the program at once/)).toBeVisible();
    const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(deletes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Sam Rivera from the staff…' }));
    await user.click(screen.getByRole('button', { name: 'Remove Sam Rivera' }));
    await vi.waitFor(() => expect(deletes()).toHaveLength(1));
    expect(String(deletes()[0]![0])).toBe(`/api/me/program/staff/${coachId}`);
  });

  it('shows the server’s message when an address already helps run the program', async () => {
    answerRequests({
      'GET /api/me/program/staff': { status: 200, body: { staff: [] } },
      'POST /api/me/program/staff': {
        status: 409,
        body: { code: 'CONFLICT', message: 'This address already helps run the program.' },
      },
    });
    const user = renderCard();
    expect(await screen.findByText('No staff yet. Invite a coach below.')).toBeVisible();
    await user.type(screen.getByLabelText('Invite to the staff by email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite to the staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address already helps run the program.',
    );
  });
});
