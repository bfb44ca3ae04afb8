// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests, sentBody } from '#client/test/answer-requests';
import { SaveSearchForm } from './save-search-form';

function renderForm(search: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SaveSearchForm params={new URLSearchParams(search)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Save this search', () => {
  it('asks for filters first', () => {
    renderForm('');
    expect(
      screen.getByText(
        'Choose filters to save this search and get new athletes who match by email.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });

  it('saves the filters in the address with a name and a daily email, from the keyboard', async () => {
    const fetch = answerRequests({
      'POST /api/recruiting/searches': {
        status: 201,
        body: {
          id: 's1',
          name: 'Tall guards',
          filters: { sport: 'Basketball', position: 'Guard', heightMin: 74 },
          frequency: 'daily',
          lastDigestAt: '2026-11-01T10:00:00.000Z',
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    renderForm('sport=Basketball&position=Guard&heightMin=74&cursor=abc');
    screen.getByRole('button', { name: 'Save this search' }).focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Name of the search' }), 'Tall guards');
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sentBody(fetch, 'POST /api/recruiting/searches')).toEqual({
        name: 'Tall guards',
        filters: { sport: 'Basketball', position: 'Guard', heightMin: 74 },
        frequency: 'daily',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved “Tall guards”.');
  });
});
