import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from '#shared/schemas/zod';
import type { ChannelInput, ChannelWithKey, OwnChannel } from '#shared/schemas/streams';
import { channelCategories, channelCategoryLabels, type ChannelCategory } from '#shared/streams';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { ApiError, applyFieldErrors, errorMessage } from '#client/lib/api';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { useCreateChannel, useUpdateChannel } from '../api/own-channels';
import { centsToDecimal, parseMoneyInput } from '#shared/money';

const PRICE_FORMAT_MESSAGE = 'Enter the price in dollars, such as 4.99.';
/** True for an empty price (free) or an amount in dollars with at most two decimals. */
const isDollarAmount = (value: string): boolean => parseMoneyInput(value) !== undefined;

/** '12.50' → 1250 cents; an empty price is none (null). */
export const dollarsToCents = (value: string): number | null => parseMoneyInput(value) ?? null;

/** 1250 cents → '12.50', for the edit form. */
export const centsToDollars = (cents: number | null) =>
  cents === null ? '' : centsToDecimal(cents);

/**
 * The shared channel schema, with the price typed in dollars: the amount is checked, turned into
 * cents and then held to the schema's own price rules (not negative, at most $1,000.00).
 */
async function loadChannelFormSchema() {
  const [{ z }, { channelInputSchema }] = await Promise.all([
    import('#shared/schemas/zod'),
    import('#shared/schemas/streams'),
  ]);
  return channelInputSchema.omit({ priceCents: true }).extend({
    price: z
      .string()
      .refine(isDollarAmount, PRICE_FORMAT_MESSAGE)
      .transform((value): number | null | undefined => dollarsToCents(value))
      .pipe(channelInputSchema.shape.priceCents),
  });
}

type ChannelFormSchema = Awaited<ReturnType<typeof loadChannelFormSchema>>;
type ChannelFormInput = z.input<ChannelFormSchema>;
type ChannelFormOutput = z.output<ChannelFormSchema>;

const formFields = ['title', 'channel', 'description', 'category', 'schedule', 'price'] as const;

/** The server names the price in cents; the form shows its messages under the dollars field. */
function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors.priceCents) return error;
  const { priceCents, ...others } = error.fieldErrors;
  return new ApiError(error.status, error.code, error.message, { ...others, price: priceCents });
}

const toChannelInput = ({ price, ...values }: ChannelFormOutput): ChannelInput => ({
  ...values,
  priceCents: price,
});

/** The select's placeholder option: the schema refuses it with 'Pick a category.' */
const NO_CATEGORY = '' as ChannelCategory;

const emptyValues: DefaultValues<ChannelFormInput> = {
  title: '',
  channel: '',
  description: '',
  category: NO_CATEGORY,
  schedule: '',
  price: '',
};

function valuesOf(channel: OwnChannel): DefaultValues<ChannelFormInput> {
  return {
    title: channel.title,
    channel: channel.channel,
    description: channel.description,
    category: channel.category,
    schedule: channel.schedule ?? '',
    price: centsToDollars(channel.priceCents),
  };
}

/**
 * The fields of a channel (title, channel name, description, category, schedule, price in
 * dollars), checked by the shared schema; `save` gets what the API takes, prices in cents.
 */
function ChannelForm({
  defaultValues,
  submitLabel,
  submittingLabel,
  save,
  onCancel,
}: {
  defaultValues: DefaultValues<ChannelFormInput>;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the channel; resolves when saved, throws the API's error otherwise. */
  save: (input: ChannelInput) => Promise<void>;
  /** An edit form has a Cancel button; a create form empties itself after saving instead. */
  onCancel?: () => void;
}) {
  const form = useForm<ChannelFormInput, unknown, ChannelFormOutput>({
    resolver: lazyResolver(loadChannelFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(toChannelInput(values));
      if (!onCancel) form.reset(emptyValues);
    } catch (error) {
      if (applyFieldErrors(withFormFieldNames(error), form.setError, formFields)) return;
      toast.error('Error', {
        description: errorMessage(error, 'The channel could not be saved.'),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Title" error={errors.title?.message}>
          <Input placeholder="Friday Night Hoops" autoComplete="off" {...register('title')} />
        </FormField>
        <FormField label="Channel name" error={errors.channel?.message}>
          <Input placeholder="Eastside Eagles" autoComplete="off" {...register('channel')} />
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          <Select {...register('category')}>
            <option value={NO_CATEGORY}>Choose a category…</option>
            {channelCategories.map((category) => (
              <option key={category} value={category}>
                {channelCategoryLabels[category]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Schedule (optional)"
          error={errors.schedule?.message}
          hint="When viewers can tune in."
        >
          <Input placeholder="Fridays 7pm Central" autoComplete="off" {...register('schedule')} />
        </FormField>
        <FormField
          label="Seat price in dollars (optional)"
          error={errors.price?.message}
          hint="Training channels only: what a seat at their sessions costs. Other channels are free to watch."
        >
          <Input inputMode="decimal" placeholder="4.99" autoComplete="off" {...register('price')} />
        </FormField>
      </div>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Textarea
          rows={3}
          placeholder="What viewers will see: teams, events, who is on the mic."
          {...register('description')}
        />
      </FormField>
      {errors.root ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A new channel; `onCreated` gets the answer with the stream key, shown this once. */
export function CreateChannelForm({ onCreated }: { onCreated: (created: ChannelWithKey) => void }) {
  const create = useCreateChannel();
  return (
    <ChannelForm
      defaultValues={emptyValues}
      submitLabel="Create channel"
      submittingLabel="Creating..."
      save={async (input) => {
        const created = await create.mutateAsync(input);
        toast.success('Channel created', {
          description: 'Copy its stream key now: it is not shown again.',
        });
        onCreated(created);
      }}
    />
  );
}

/** Changes to a channel; every field is sent, the server keeps the slug. */
export function EditChannelForm({ channel, onDone }: { channel: OwnChannel; onDone: () => void }) {
  const update = useUpdateChannel();
  return (
    <ChannelForm
      defaultValues={valuesOf(channel)}
      submitLabel="Save changes"
      submittingLabel="Saving..."
      save={async (changes) => {
        await update.mutateAsync({ slug: channel.slug, changes });
        toast.success('Channel saved');
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
