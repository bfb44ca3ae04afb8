// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '#client/lib/auth/auth-provider';
import { ToastHost } from '#client/lib/toast';
import { answerRequests, type Answer } from '#client/test/answer-requests';
import { Component as LoginPage } from './login-page';
import { Component as SignupCoachPage } from './signup-coach-page';
import { Component as SignupPage } from './signup-page';
import { Component as SignupPlayerPage } from './signup-player-page';

/** Where a signed-out visitor who chose Recruiting Profile on /pricing is to come back to. */
const back = '/pricing?plan=recruiting';
const carried = `redirectTo=${encodeURIComponent(back)}`;
const password = 'court-vision-42';

const signedOut: Answer = { status: 200, body: null };
const newUser = { id: 'user-9', name: 'North FC', email: 'coach@north.example' };

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The account pages at `at`, with stand-ins for the pages they lead to. */
function renderAt(at: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/signup/player" element={<SignupPlayerPage />} />
            <Route path="/signup/coach" element={<SignupCoachPage />} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AuthProvider>
      <ToastHost />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), unmount };
}

const location = () => screen.getByTestId('location');
const bodyOf = (fetch: ReturnType<typeof answerRequests>, request: string) => {
  const [method, path] = request.split(' ');
  const call = fetch.mock.calls.find(
    ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

async function fillOrganizationSignup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Organization' }));
  await user.type(screen.getByLabelText('Organization name'), 'North FC');
  await user.selectOptions(screen.getByLabelText('Organization type'), 'club');
  await user.type(screen.getByLabelText('Email'), newUser.email);
  await user.type(screen.getByLabelText('Phone number'), '512-555-0134');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
}

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a visitor sent to log in before a checkout who signs up instead', () => {
  it('comes back to the plan: the sign-up link, the confirmation link and the login after it carry it', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': signedOut,
      'POST /api/auth/sign-up/email': { status: 200, body: { token: null, user: newUser } },
      'POST /api/auth/sign-in/email': { status: 200, body: { redirect: false, user: newUser } },
    });
    const { user } = renderAt(`/login?${carried}`);

    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(location()).toHaveTextContent(`/signup?${carried}`);
    // Every way on from the sign-up page keeps the plan: back to log in, or another form.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?${carried}`,
    );
    const types = screen.getByRole('navigation', { name: 'Account type' });
    for (const [name, path] of [
      ['Athlete', '/signup/player'],
      ['Coach', '/signup/coach'],
      ['Organization', '/signup/organization'],
    ]) {
      expect(within(types).getByRole('link', { name })).toHaveAttribute(
        'href',
        `${path}?${carried}`,
      );
    }

    await fillOrganizationSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    // The confirmation email's link signs the new member in and leads back to the plan.
    await waitFor(() => expect(location()).toHaveTextContent(`/login?${carried}`));
    expect(bodyOf(fetch, 'POST /api/auth/sign-up/email')).toMatchObject({
      email: newUser.email,
      callbackURL: back,
    });
    expect(
      await screen.findByText(
        'Registration successful! Please check your email to confirm your account.',
      ),
    ).toBeVisible();

    // Logging in here once confirmed leads back to the plan too.
    await user.type(screen.getByLabelText('Email'), newUser.email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(location()).toHaveTextContent(back));
  });

  it('carries the plan through the coach form and the athlete form too', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': signedOut,
      'POST /api/auth/sign-up/email': { status: 200, body: { token: null, user: newUser } },
    });
    const { user } = renderAt(`/signup/coach?${carried}`);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?${carried}`,
    );

    await user.click(screen.getByRole('link', { name: 'Athlete' }));
    expect(location()).toHaveTextContent(`/signup/player?${carried}`);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?${carried}`,
    );
    await user.type(screen.getByLabelText('First name *'), 'Kira');
    await user.type(screen.getByLabelText('Last name *'), 'Bell');
    await user.type(screen.getByLabelText('Email *'), 'kira@example.com');
    await user.type(screen.getByLabelText('Password *'), password);
    await user.type(screen.getByLabelText('Confirm password *'), password);
    await user.selectOptions(screen.getByLabelText('Month'), 'April');
    await user.selectOptions(screen.getByLabelText('Year'), '2000');
    await user.click(screen.getByRole('button', { name: 'Create Athlete Account' }));

    // The athlete form goes on to the profiles (docs/product.md#sign-up); its confirmation link
    // leads back.
    await waitFor(() => expect(location()).toHaveTextContent('/athlete-profiles'));
    expect(bodyOf(fetch, 'POST /api/auth/sign-up/email')).toMatchObject({
      form: 'athlete',
      callbackURL: back,
    });
  });

  it('asks an athlete under 18 for a guardian email, and tells a child kindly to wait', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': signedOut,
      'POST /api/auth/sign-up/email': { status: 200, body: { token: null, user: newUser } },
    });
    const { user } = renderAt('/signup/player');
    const thisYear = new Date().getFullYear();
    await user.type(await screen.findByLabelText('First name *'), 'Kira');
    await user.type(screen.getByLabelText('Last name *'), 'Bell');
    await user.type(screen.getByLabelText('Email *'), 'kira@example.com');
    await user.type(screen.getByLabelText('Password *'), password);
    await user.type(screen.getByLabelText('Confirm password *'), password);
    expect(screen.queryByLabelText('Parent or guardian email *')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Month'), 'January');
    await user.selectOptions(screen.getByLabelText('Year'), String(thisYear - 10));
    expect(screen.getByText(/you need to be 13 or older to create an account/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create Athlete Account' }));
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('/sign-up/email'),
      expect.anything(),
    );

    await user.selectOptions(screen.getByLabelText('Year'), String(thisYear - 15));
    const guardian = screen.getByLabelText('Parent or guardian email *');
    await user.click(screen.getByRole('button', { name: 'Create Athlete Account' }));
    // Under the field (and in the form's toast).
    await waitFor(() =>
      expect(guardian).toHaveAccessibleDescription(
        expect.stringContaining('Athletes under 18 need a parent or guardian email'),
      ),
    );
    await user.type(guardian, 'kira@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Athlete Account' }));
    // Under the field (and in the form's toast).
    await waitFor(() =>
      expect(guardian).toHaveAccessibleDescription(
        expect.stringContaining('The parent or guardian email must be different from your own'),
      ),
    );
    await user.clear(guardian);
    await user.type(guardian, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Athlete Account' }));
    await waitFor(() =>
      expect(bodyOf(fetch, 'POST /api/auth/sign-up/email')).toMatchObject({
        form: 'athlete',
        birthMonth: 1,
        birthYear: thisYear - 15,
        guardianEmail: 'parent@example.com',
      }),
    );
  });

  it('asks again for a confirmation link that leads back to the plan', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': signedOut,
      'POST /api/auth/sign-in/email': {
        status: 403,
        body: { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' },
      },
      'POST /api/auth/send-verification-email': { status: 200, body: { status: true } },
    });
    const { user } = renderAt(`/login?${carried}`);
    await user.type(await screen.findByLabelText('Email'), newUser.email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));

    await waitFor(() =>
      expect(bodyOf(fetch, 'POST /api/auth/send-verification-email')).toEqual({
        email: newUser.email,
        callbackURL: back,
      }),
    );
  });
});

describe('a return address from elsewhere', () => {
  it('is dropped: another site is never carried to sign-up, nor put in the confirmation link', async () => {
    const fetch = answerRequests({
      'GET /api/auth/get-session': signedOut,
      'POST /api/auth/sign-up/email': { status: 200, body: { token: null, user: newUser } },
    });
    for (const elsewhere of [
      '//evil.example/pricing',
      'https://evil.example/',
      '/\\evil.example',
    ]) {
      const { unmount } = renderAt(`/login?redirectTo=${encodeURIComponent(elsewhere)}`);
      expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/signup',
      );
      unmount();
    }

    const { user } = renderAt(`/signup?redirectTo=${encodeURIComponent('//evil.example/x')}`);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await fillOrganizationSignup(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(bodyOf(fetch, 'POST /api/auth/sign-up/email')).toMatchObject({
      callbackURL: '/profile',
    });
  });
});
