import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from '#shared/schemas/zod';
import type { ChannelInput, ChannelWithKey, OwnChannel } from '#shared/schemas/streams';
import { channelCategories, type ChannelCategory } from '#shared/streams';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { ApiError, applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { useCreateChannel, useUpdateChannel } from '../api/own-channels';
import { categoryLabels } from './category-labels';
import { centsToDecimal, parseMoneyInput } from '#shared/money';

/** Shown in the page's language through the `forms` catalog (useShownText). */
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
  const t = useT();
  const shown = useShownText();
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  /** A field's message (the shared schema's or the server's) in the page's language. */
  const fieldError = (message: string | undefined) => (message ? shown(message) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(toChannelInput(values));
      if (!onCancel) form.reset(emptyValues);
    } catch (error) {
      if (applyFieldErrors(withFormFieldNames(error), form.setError, formFields)) return;
      toast.error(t('streams.error'), {
        description: shown(errorMessage(error, t('streams.form.saveFailed'))),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('streams.form.title')} error={fieldError(errors.title?.message)}>
          <Input
            placeholder={t('streams.form.titlePlaceholder')}
            autoComplete="off"
            {...register('title')}
          />
        </FormField>
        <FormField label={t('streams.form.channel')} error={fieldError(errors.channel?.message)}>
          <Input
            placeholder={t('streams.form.channelPlaceholder')}
            autoComplete="off"
            {...register('channel')}
          />
        </FormField>
        <FormField label={t('streams.form.category')} error={fieldError(errors.category?.message)}>
          <Select {...register('category')}>
            <option value={NO_CATEGORY}>{t('streams.form.chooseCategory')}</option>
            {channelCategories.map((category) => (
              <option key={category} value={category}>
                {t(categoryLabels[category])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('streams.form.schedule')}
          error={fieldError(errors.schedule?.message)}
          hint={t('streams.form.scheduleHint')}
        >
          <Input
            placeholder={t('streams.form.schedulePlaceholder')}
            autoComplete="off"
            {...register('schedule')}
          />
        </FormField>
        <FormField
          label={t('streams.form.price')}
          error={fieldError(errors.price?.message)}
          hint={t('streams.form.priceHint')}
        >
          <Input inputMode="decimal" placeholder="4.99" autoComplete="off" {...register('price')} />
        </FormField>
      </div>
      <FormField
        label={t('streams.form.description')}
        error={fieldError(errors.description?.message)}
      >
        <Textarea
          rows={3}
          placeholder={t('streams.form.descriptionPlaceholder')}
          {...register('description')}
        />
      </FormField>
      {errors.root ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {fieldError(errors.root.message)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t('streams.cancel')}
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
  const t = useT();
  const create = useCreateChannel();
  return (
    <ChannelForm
      defaultValues={emptyValues}
      submitLabel={t('streams.form.create')}
      submittingLabel={t('streams.form.creating')}
      save={async (input) => {
        const created = await create.mutateAsync(input);
        toast.success(t('streams.form.created'), {
          description: t('streams.form.createdText'),
        });
        onCreated(created);
      }}
    />
  );
}

/** Changes to a channel; every field is sent, the server keeps the slug. */
export function EditChannelForm({ channel, onDone }: { channel: OwnChannel; onDone: () => void }) {
  const t = useT();
  const update = useUpdateChannel();
  return (
    <ChannelForm
      defaultValues={valuesOf(channel)}
      submitLabel={t('streams.form.save')}
      submittingLabel={t('streams.form.saving')}
      save={async (changes) => {
        await update.mutateAsync({ slug: channel.slug, changes });
        toast.success(t('streams.form.saved'));
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
