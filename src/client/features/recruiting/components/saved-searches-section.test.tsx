// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '#shared/schemas/saved-searches';
import { answerRequests, ok, sentBody } from '#client/test/answer-requests';
import { SavedSearchesSection } from './saved-searches-section';

const guards: SavedSearch = {
  id: 's1',
  name: 'Tall guards',
  filters: { sport: 'Basketball', position: 'Guard', heightMin: 74, hasHighlight: true },
  frequency: 'weekly',
  lastDigestAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SavedSearchesSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saved searches on Recruiting', () => {
  it('says how to save one when there is none', async () => {
    answerRequests({ 'GET /api/recruiting/searches': ok({ searches: [] }) });
    renderSection();
    expect(await screen.findByText('No saved searches yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Athlete Database' })).toHaveAttribute(
      'href',
      '/athletes',
    );
  });

  it('lists a search in words, opens it with its filters, changes its email and deletes it from the keyboard', async () => {
    const fetch = answerRequests({
      'GET /api/recruiting/searches': ok({ searches: [guards] }),
      'PATCH /api/recruiting/searches/s1': ok({ ...guards, frequency: 'daily' }),
      'DELETE /api/recruiting/searches/s1': ok({ deleted: true }),
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Tall guards' })).toBeVisible();
    expect(
      screen.getByText(
        `Sport: Basketball · Position: Guard · Height 6'2" or more · Has a highlight video`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Tall guards' })).toHaveAttribute(
      'href',
      '/athletes?sport=Basketball&position=Guard&heightMin=74&hasHighlight=true',
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'How often the email of Tall guards comes' }),
      'Daily email',
    );
    await waitFor(() =>
      expect(sentBody(fetch, 'PATCH /api/recruiting/searches/s1')).toEqual({ frequency: 'daily' }),
    );
    expect(await screen.findByText('Tall guards: daily email.')).toBeVisible();

    screen.getByRole('button', { name: 'Delete Tall guards' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Delete Tall guards for good' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Deleted Tall guards.')).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    answerRequests({
      'GET /api/recruiting/searches': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong.' },
      },
    });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your saved searches could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
