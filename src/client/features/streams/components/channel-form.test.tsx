// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelWithKey } from '#shared/schemas/streams';
import { ToastHost } from '#client/lib/toast';
import { CreateChannelForm, EditChannelForm, centsToDollars, dollarsToCents } from './channel-form';
import { channelWithKey, mockApi, ownChannel, sentBody } from './own-channel-test-data';

function renderWith(element: React.ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      {element}
      <ToastHost />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function renderCreate() {
  const onCreated = vi.fn<(created: ChannelWithKey) => void>();
  const user = renderWith(<CreateChannelForm onCreated={onCreated} />);
  return { user, onCreated };
}

const field = (label: string) => screen.getByLabelText(label);
const create = () => screen.getByRole('button', { name: 'Create channel' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Title'), '  Eagles Scrimmage ');
  await user.type(field('Channel name'), 'Eastside Eagles');
  await user.selectOptions(field('Category'), 'Tournament');
  await user.type(field('Schedule (optional)'), 'Saturdays 10am');
}

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dollars and cents', () => {
  it('turns a price in dollars into cents, and back for the edit form', () => {
    expect(dollarsToCents('12.50')).toBe(1250);
    expect(dollarsToCents(' $4.99 ')).toBe(499);
    expect(dollarsToCents('1,000')).toBe(100_000);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('')).toBeNull();
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(null)).toBe('');
  });
});

describe('CreateChannelForm', () => {
  it('shows the shared schema’s messages under the fields and sends nothing', async () => {
    const fetch = mockApi({});
    const { user } = renderCreate();
    await user.type(field('Title'), 'Ab');
    await user.click(create());

    // The schema is fetched the first time the form is checked.
    await waitFor(() => expect(field('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Title')).toHaveAccessibleDescription('Title must be at least 3 characters.');
    expect(field('Channel name')).toHaveAccessibleDescription(
      'Channel name must be at least 2 characters.',
    );
    expect(field('Category')).toHaveAccessibleDescription('Pick a category.');
    // Optional fields left empty say nothing but their hints.
    expect(field('Schedule (optional)')).toHaveAccessibleDescription('When viewers can tune in.');
    expect(field('Seat price in dollars (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a price that is not dollars, or is over the schema’s limit', async () => {
    const fetch = mockApi({});
    const { user } = renderCreate();
    await fillValid(user);
    await user.type(field('Seat price in dollars (optional)'), 'ten');
    await user.click(create());
    await waitFor(() =>
      expect(field('Seat price in dollars (optional)')).toHaveAccessibleDescription(
        'Enter the price in dollars, such as 4.99. Training channels only: what a seat at their sessions costs. Other channels are free to watch.',
      ),
    );

    await user.clear(field('Seat price in dollars (optional)'));
    await user.type(field('Seat price in dollars (optional)'), '1000.01');
    await user.click(create());
    await waitFor(() =>
      expect(field('Seat price in dollars (optional)')).toHaveAccessibleDescription(
        'Price must be at most $1,000.00. Training channels only: what a seat at their sessions costs. Other channels are free to watch.',
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the price in cents, hands the answer with the key over and empties the form', async () => {
    const answer = channelWithKey();
    const fetch = mockApi({ 'POST /api/me/channels': { status: 201, body: answer } });
    const { user, onCreated } = renderCreate();
    await fillValid(user);
    await user.type(field('Seat price in dollars (optional)'), '12.50');
    await user.click(create());

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(answer));
    expect(sentBody(fetch, 'POST /api/me/channels')).toEqual({
      title: 'Eagles Scrimmage',
      channel: 'Eastside Eagles',
      description: '',
      category: 'tournament',
      schedule: 'Saturdays 10am',
      priceCents: 1250,
    });
    expect(await screen.findByText('Channel created')).toBeVisible();
    await waitFor(() => expect(field('Title')).toHaveValue(''));
    expect(field('Category')).toHaveValue('');
  });

  it('sends no price for a free channel', async () => {
    const fetch = mockApi({ 'POST /api/me/channels': { status: 201, body: channelWithKey() } });
    const { user, onCreated } = renderCreate();
    await fillValid(user);
    await user.click(create());
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBody(fetch, 'POST /api/me/channels')).toMatchObject({ priceCents: null });
  });

  it('puts the server’s field errors under the fields, the price’s under the dollars', async () => {
    mockApi({
      'POST /api/me/channels': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Check the form.',
          fieldErrors: {
            title: ['This title is taken.'],
            priceCents: ['Price cannot be negative.'],
          },
        },
      },
    });
    const { user, onCreated } = renderCreate();
    await fillValid(user);
    await user.type(field('Seat price in dollars (optional)'), '3');
    await user.click(create());

    await waitFor(() => expect(field('Title')).toHaveAccessibleDescription('This title is taken.'));
    expect(field('Seat price in dollars (optional)')).toHaveAccessibleDescription(
      'Price cannot be negative. Training channels only: what a seat at their sessions costs. Other channels are free to watch.',
    );
    expect(onCreated).not.toHaveBeenCalled();
    // Nothing was saved: what was typed stays.
    expect(field('Channel name')).toHaveValue('Eastside Eagles');
  });

  it('says "Creating..." while it sends and shows another error as a toast', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { user } = renderCreate();
    await fillValid(user);
    await user.click(create());
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();

    answer(
      new Response(
        JSON.stringify({
          code: 'FORBIDDEN',
          message: 'Only coaches, organizations and administrators can run channels.',
        }),
        { status: 403, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(
      await screen.findByText('Only coaches, organizations and administrators can run channels.'),
    ).toBeVisible();
    expect(create()).toBeEnabled();
  });
});

describe('EditChannelForm', () => {
  it('starts from the channel and sends its changes with PATCH', async () => {
    const channel = ownChannel({ priceCents: 999 });
    const fetch = mockApi({
      'PATCH /api/me/channels/eagles-scrimmage': { status: 200, body: channel },
    });
    const onDone = vi.fn();
    const user = renderWith(<EditChannelForm channel={channel} onDone={onDone} />);
    expect(field('Title')).toHaveValue('Eagles Scrimmage');
    expect(field('Category')).toHaveValue('tournament');
    expect(field('Seat price in dollars (optional)')).toHaveValue('9.99');

    await user.clear(field('Seat price in dollars (optional)'));
    await user.type(field('Seat price in dollars (optional)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(fetch, 'PATCH /api/me/channels/eagles-scrimmage')).toMatchObject({
      title: 'Eagles Scrimmage',
      priceCents: 500,
    });
  });
});
