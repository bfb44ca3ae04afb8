// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { ToastHost } from '#client/lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AthleteDetails } from '#shared/schemas/athletes';
import { answerRequests, type Answer } from '#client/test/answer-requests';
import { ProfileEditorForm } from './profile-editor-form';

/** Answers the typed client's requests: PUT /api/me/profile with `answer`, anything else 404. */
const mockApi = (answer: Answer) => answerRequests({ 'PUT /api/me/profile': answer });

function renderForm(profile: AthleteDetails | null = null, needsBirthDate = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/player-profile',
        element: <ProfileEditorForm profile={profile} needsBirthDate={needsBirthDate} />,
      },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/player-profile'] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save profile' });

const savedProfile: AthleteDetails = {
  id: 'athlete-1',
  firstName: 'Kira',
  lastName: 'Bell',
  sport: 'Volleyball',
  avatarUrl: null,
  featured: false,
  position: 'Setter',
  school: 'North High',
  location: 'Fargo, ND',
  state: 'ND',
  graduationYear: 2028,
  height: '5\'10"',
  weight: null,
  gender: 'Female',
  bio: 'Quick hands, loud voice.',
  isComplete: true,
  highlightVideo: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// Sonner keeps its toasts in module state, which the test files of a worker share.
beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfileEditorForm', () => {
  it('shows the fixed message under every field left empty, and sends nothing', async () => {
    const fetch = mockApi({ status: 200, body: {} });
    const { user } = renderForm();
    await user.click(save());

    // The form's schema is fetched the first time it is checked.
    await waitFor(() => expect(field('First name')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('First name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters.',
    );
    expect(field('Last name')).toHaveAccessibleDescription(
      'Last name must be at least 2 characters.',
    );
    expect(field('Sport')).toHaveAccessibleDescription('Sport must be at least 2 characters.');
    expect(field('Position')).toHaveAccessibleDescription(
      'Position must be at least 2 characters.',
    );
    expect(field('School')).toHaveAccessibleDescription('School must be at least 2 characters.');
    expect(field('Location')).toHaveAccessibleDescription(
      'Location must be at least 2 characters. City, ST',
    );
    expect(field('Graduation year')).toHaveAccessibleDescription(
      'Graduation year must be a 4-digit number.',
    );
    expect(field('Gender')).toHaveAccessibleDescription('Please choose Male, Female or Other.');
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    // Optional fields say nothing.
    expect(field('Height (optional)')).not.toHaveAccessibleDescription();
    expect(field('Bio')).toHaveAccessibleDescription('0/160');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the fixed message under a field with a value it refuses', async () => {
    const fetch = mockApi({ status: 200, body: {} });
    const { user } = renderForm(savedProfile);
    await user.clear(field('First name'));
    await user.type(field('First name'), 'K');
    await user.clear(field('Graduation year'));
    await user.type(field('Graduation year'), '1900');
    await user.type(field('Height (optional)'), ' and then a bit more');
    await user.click(field('Bio'));
    await user.paste('x'.repeat(140));
    await user.click(save());
    await waitFor(() => expect(field('First name')).toHaveAttribute('aria-invalid', 'true'));

    expect(field('First name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters.',
    );
    expect(field('Graduation year')).toHaveAccessibleDescription(
      'Graduation year must be between 1950 and 2100.',
    );
    expect(field('Height (optional)')).toHaveAccessibleDescription(
      'Keep it short, for example 6\'1" or 175 lbs.',
    );
    expect(field('Bio')).toHaveAccessibleDescription('Bio must be at most 160 characters. 164/160');
    expect(field('Last name')).not.toHaveAccessibleDescription();

    await user.clear(field('Graduation year'));
    await user.type(field('Graduation year'), '20');
    await user.click(save());
    expect(field('Graduation year')).toHaveAccessibleDescription(
      'Graduation year must be a 4-digit number.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('counts the bio’s characters against 160, in red past it', async () => {
    const { user } = renderForm();
    expect(screen.getByText('0/160')).toBeVisible();
    await user.type(field('Bio'), 'Quick hands');
    expect(screen.getByText('11/160')).not.toHaveClass('text-red-600');
    await user.paste('x'.repeat(150));
    expect(screen.getByText('161/160')).toHaveClass('text-red-600');
  });

  it('saves valid values with PUT /api/me/profile, says so and goes home', async () => {
    const fetch = mockApi({ status: 200, body: { created: true, profile: savedProfile } });
    const { user, router } = renderForm();
    await user.type(field('First name'), 'Kira');
    await user.type(field('Last name'), 'Bell');
    await user.selectOptions(field('Sport'), 'Volleyball');
    await user.type(field('Position'), 'Setter');
    await user.type(field('School'), 'North High');
    await user.type(field('Location'), 'Fargo, ND');
    await user.type(field('Graduation year'), '2028');
    await user.selectOptions(field('Gender'), 'Female');
    await user.type(field('Height (optional)'), '5\'10"');
    await user.type(field('Bio'), '  Quick hands, loud voice. ');
    await user.click(save());

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    // The toast's code loads with the first toast, and the toast shows once it has mounted.
    await waitFor(() => expect(screen.getByText('Success!')).toBeVisible());
    expect(screen.getByText('Profile created successfully!')).toBeVisible();

    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/me/profile');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    // What the shared schema makes of the values: trimmed, empty optional fields as null.
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Kira',
      lastName: 'Bell',
      sport: 'Volleyball',
      position: 'Setter',
      school: 'North High',
      location: 'Fargo, ND',
      graduationYear: '2028',
      bio: 'Quick hands, loud voice.',
      height: '5\'10"',
      weight: null,
      gender: 'Female',
    });
  });

  it('starts from the saved profile and says it was updated', async () => {
    const fetch = mockApi({ status: 200, body: { created: false, profile: savedProfile } });
    const { user, router } = renderForm(savedProfile);
    expect(field('School')).toHaveValue('North High');
    expect(field('Graduation year')).toHaveValue('2028');
    await user.click(save());

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    // The toast is shown once its enter frame has run (later on a busy machine).
    await waitFor(() => expect(screen.getByText('Profile updated successfully!')).toBeVisible());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      school: 'North High',
      graduationYear: '2028',
    });
  });

  it('shows a field error the server answers under its field, and stays', async () => {
    mockApi({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Check the highlighted fields.',
        fieldErrors: { school: ['We could not find that school.'] },
      },
    });
    const { user, router } = renderForm(savedProfile);
    await user.click(save());

    expect(await screen.findByText('We could not find that school.')).toBeVisible();
    expect(field('School')).toHaveAccessibleDescription('We could not find that school.');
    expect(router.state.location.pathname).toBe('/player-profile');
    expect(screen.queryByText('Success!')).toBeNull();
    expect(save()).toBeEnabled();
  });

  it('asks a profile without a date of birth for it, and a minor for their guardian', async () => {
    const fetch = mockApi({ status: 200, body: { created: true, profile: savedProfile } });
    const { user } = renderForm(savedProfile, true);
    await user.click(save());
    await waitFor(() => expect(field('Month')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Month')).toHaveAccessibleDescription('Please choose the month you were born');
    expect(fetch).not.toHaveBeenCalled();

    const fifteen = new Date().getFullYear() - 15;
    await user.selectOptions(field('Month'), '1');
    await user.selectOptions(field('Year'), String(fifteen));
    await user.type(await screen.findByLabelText('Parent or guardian email *'), 'mom@example.com');
    await user.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({
      birthMonth: 1,
      birthYear: fifteen,
      guardianEmail: 'mom@example.com',
    });
  });

  it('does not ask it again once the profile has one', () => {
    renderForm(savedProfile);
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
  });
});
