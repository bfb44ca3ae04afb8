import type { EventKind } from '#shared/programs';
import type { EventInput, ManagedEvent } from '#shared/schemas/events';
import { centsToDecimal, parseMoneyInput } from '#shared/money';

/** The event form's values as its inputs hold them: seats and price as typed. */
export type EventFormValues = {
  kind: EventKind;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: EventInput['timeZone'];
  place: string;
  city: string;
  state: string;
  capacity: string;
  price: string;
  channelSlug: string;
  teamIds: string[];
};

export function valuesOf(
  event: ManagedEvent | undefined,
  defaults: { state: string | null },
): EventFormValues {
  if (!event) {
    return {
      kind: 'game',
      title: '',
      description: '',
      startsAt: '',
      endsAt: '',
      timeZone: 'America/Chicago',
      place: '',
      city: '',
      state: defaults.state ?? '',
      capacity: '',
      price: '',
      channelSlug: '',
      teamIds: [],
    };
  }
  return {
    kind: event.kind,
    title: event.title,
    description: event.description ?? '',
    startsAt: event.startsLocal,
    endsAt: event.endsLocal,
    timeZone: event.timeZone as EventInput['timeZone'],
    place: event.place ?? '',
    city: event.city ?? '',
    state: event.state ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    price: event.priceCents ? centsToDecimal(event.priceCents) : '',
    channelSlug: event.channelSlug ?? '',
    teamIds: event.teamIds,
  };
}

/** What the form sends: numbers for seats and a price in cents, nulls for what is left empty. */
export function inputOf(values: EventFormValues): EventInput {
  const session = values.kind === 'session';
  // Text that is not an amount goes as no number, which the schema refuses with its message.
  const price = parseMoneyInput(values.price);
  const priceCents = price === undefined ? Number.NaN : (price ?? 0);
  return {
    kind: values.kind,
    title: values.title,
    description: values.description || null,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    timeZone: values.timeZone,
    place: values.place || null,
    city: values.city || null,
    state: (values.state || null) as EventInput['state'],
    capacity: session && values.capacity ? Number(values.capacity) : null,
    priceCents: session ? priceCents : 0,
    channelSlug: values.channelSlug || null,
    teamIds: values.teamIds,
  };
}

/** Sets one field of the form. */
export type SetEventField = <K extends keyof EventFormValues>(
  name: K,
) => (value: EventFormValues[K]) => void;
