// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventInput } from '#shared/schemas/events';
import { EventForm } from './event-form';

/** A new training session with `price` typed in its price field: what the form sends. */
async function sentWithPrice(price: string): Promise<EventInput> {
  const onSubmit = vi.fn(async (_input: EventInput) => true);
  const user = userEvent.setup();
  render(
    <EventForm
      teams={[]}
      channels={[]}
      defaultState={null}
      submitLabel="Add the event"
      busy={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  await user.selectOptions(screen.getByLabelText('Kind'), 'Training session');
  await user.type(screen.getByLabelText('Title'), 'Footwork clinic');
  await user.type(screen.getByLabelText(/Price a seat/), price);
  await user.click(screen.getByRole('button', { name: 'Add the event' }));
  expect(onSubmit).toHaveBeenCalledOnce();
  return onSubmit.mock.calls[0]![0];
}

describe('the event form’s price', () => {
  it('is sent in cents, read as every money field reads an amount', async () => {
    expect((await sentWithPrice('$1,250.5')).priceCents).toBe(125_050);
  });

  it('is never sent as free when what was typed is not an amount: the server refuses it', async () => {
    const sent = await sentWithPrice('twelve');
    expect(sent.priceCents).not.toBe(0);
    expect(Number.isFinite(sent.priceCents)).toBe(false);
  });
});
