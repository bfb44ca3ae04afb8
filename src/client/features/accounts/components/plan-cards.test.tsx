// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pricingTiers } from '#shared/pricing';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { answerRequests } from '#client/test/answer-requests';
import { PlanCards } from './plan-cards';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the plan cards above the athlete sign-up', () => {
  it('show each membership as every pricing section does: name, price and the same features', () => {
    answerRequests({ 'GET /api/auth/get-session': { status: 200, body: null } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/signup/player']}>
            <PlanCards />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Basic Access',
      'All Training Subscription',
      'Recruiting Profile',
    ]);
    for (const card of cards) {
      const tier = pricingTiers.find(
        (candidate) => candidate.name === within(card).getByRole('heading').textContent,
      )!;
      const lines = within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(lines, tier.name).toEqual(tier.features.map((feature) => feature.text));
    }
    expect(cards[1]).toHaveTextContent('$9.99/month');
    expect(cards[1]).toHaveTextContent('First month free');
    expect(cards[2]).toHaveTextContent('$39.99/month');
    expect(document.body.textContent).not.toMatch(/messaging|live training sessions/i);
  });
});
