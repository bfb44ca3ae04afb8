import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastHost } from '#client/lib/toast';
import { answerRequests, type Answer } from './answer-requests';

/**
 * Renders `routes` at `path` with a fresh query cache (no retries) and the toasts, the API
 * answered from `answers`. Returns the fetch spy, the router (its location) and a user to act.
 */
export function renderRoutes(routes: RouteObject[], path: string, answers: Record<string, Answer>) {
  const fetch = answerRequests(answers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { fetch, router, user: userEvent.setup() };
}
