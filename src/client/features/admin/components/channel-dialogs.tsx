import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PASS_HOURS } from '#shared/payments';
import type {
  AdminChannel,
  AdminChannelInput,
  AdminChannelWithKey,
} from '#shared/schemas/admin-channels';
import { channelCategories, passPriceProblem, type ChannelCategory } from '#shared/streams';
import type { z } from '#shared/schemas/zod';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { CopyButton } from '#client/components/ui/copy-button';
import { Dialog, DialogButtons, DialogFooter } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { ShowHideButton } from '#client/components/ui/show-hide-button';
import { Switch } from '#client/components/ui/switch';
import { ApiError, applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { useCreateAdminChannel, useUpdateAdminChannel } from '../api/channels';
import { channelCategoryTexts } from './admin-labels';
import { FormError } from './form-error';
import { centsToDecimal, parseMoneyInput } from '#shared/money';

const PRICE_MESSAGE = 'Enter the price in dollars, such as 4.99, or leave it empty.';

/**
 * The administrators' channel schema with the price typed in dollars: checked, turned into
 * cents, then held to the schema's own price rules, a channel sold as a pass needing one.
 */
async function loadChannelFormSchema() {
  const [{ z }, { adminChannelFieldsSchema }] = await Promise.all([
    import('#shared/schemas/zod'),
    import('#shared/schemas/admin-channels'),
  ]);
  return adminChannelFieldsSchema
    .omit({ priceCents: true })
    .extend({
      price: z
        .string()
        .refine(
          (value) => {
            const cents = parseMoneyInput(value);
            return cents === null || (cents !== undefined && cents >= 0);
          },
          { message: PRICE_MESSAGE },
        )
        .transform((value): number | null | undefined => parseMoneyInput(value))
        .pipe(adminChannelFieldsSchema.shape.priceCents),
    })
    .superRefine(({ sellsPass, price }, context) => {
      const problem = passPriceProblem({ sellsPass, priceCents: price ?? null });
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['price'] });
    });
}

type FormSchema = Awaited<ReturnType<typeof loadChannelFormSchema>>;
type FormInput = z.input<FormSchema>;
type FormOutput = z.output<FormSchema>;

const fields = [
  'title',
  'channel',
  'description',
  'category',
  'schedule',
  'price',
  'sellsPass',
] as const;
/** The select's empty choice: the schema answers it with 'Pick a category.' */
const NO_CATEGORY = '' as ChannelCategory;

const emptyValues: FormInput = {
  title: '',
  channel: '',
  description: '',
  category: NO_CATEGORY,
  schedule: '',
  price: '',
  sellsPass: false,
};

const valuesOf = (channel: AdminChannel): FormInput => ({
  title: channel.title,
  channel: channel.channel,
  description: channel.description,
  category: channel.category,
  schedule: channel.schedule ?? '',
  price: channel.priceCents === null ? '' : centsToDecimal(channel.priceCents),
  sellsPass: channel.sellsPass,
});

/** The server names the price in cents; the form shows its messages under the dollars. */
function withPriceField(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fieldErrors.priceCents) return error;
  const { priceCents, ...others } = error.fieldErrors;
  return new ApiError(error.status, error.code, error.message, { ...others, price: priceCents });
}

/** The fields of a channel; mounted anew at each opening of the dialog, so it starts fresh. */
function ChannelForm({
  channel,
  onClose,
  onCreated,
}: {
  channel: AdminChannel | null;
  onClose: () => void;
  onCreated: (created: AdminChannelWithKey) => void;
}) {
  const t = useT();
  const shown = useShownText();
  const fieldError = (message: string | undefined) => message && shown(message);
  const create = useCreateAdminChannel();
  const update = useUpdateAdminChannel();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: lazyResolver(loadChannelFormSchema),
    defaultValues: channel ? valuesOf(channel) : emptyValues,
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;

  const onSubmit = form.handleSubmit(async ({ price, ...values }) => {
    setFormError(null);
    const input: AdminChannelInput = { ...values, priceCents: price };
    try {
      if (channel) {
        await update.mutateAsync({ slug: channel.slug, changes: input });
        toast.success(t('admin.channelForm.saved'));
        onClose();
      } else {
        const created = await create.mutateAsync(input);
        toast.success(t('admin.channelForm.created'), {
          description: t('admin.channelForm.created.description'),
        });
        onClose();
        onCreated(created);
      }
    } catch (error) {
      if (!applyFieldErrors(withPriceField(error), form.setError, fields)) {
        setFormError(errorMessage(error, t('admin.channelForm.failed')));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.channelForm.title')} error={fieldError(errors.title?.message)}>
          <Input autoComplete="off" disabled={isSubmitting} {...register('title')} />
        </FormField>
        <FormField
          label={t('admin.channelForm.channel')}
          error={fieldError(errors.channel?.message)}
        >
          <Input autoComplete="off" disabled={isSubmitting} {...register('channel')} />
        </FormField>
        <FormField
          label={t('admin.channelForm.category')}
          error={fieldError(errors.category?.message)}
        >
          <Select disabled={isSubmitting} {...register('category')}>
            <option value={NO_CATEGORY}>{t('admin.channelForm.category.choose')}</option>
            {channelCategories.map((category) => (
              <option key={category} value={category}>
                {t(channelCategoryTexts[category])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('admin.channelForm.schedule')}
          error={fieldError(errors.schedule?.message)}
        >
          <Input autoComplete="off" disabled={isSubmitting} {...register('schedule')} />
        </FormField>
        <FormField
          label={t('admin.channelForm.price')}
          error={fieldError(errors.price?.message)}
          hint={t('admin.channelForm.price.hint')}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            disabled={isSubmitting}
            {...register('price')}
          />
        </FormField>
      </div>
      <div className="grid gap-1.5">
        <Controller
          control={form.control}
          name="sellsPass"
          render={({ field }) => (
            <Switch
              id="channel-sells-pass"
              label={t('admin.channelForm.sellsPass')}
              description={t('admin.channelForm.sellsPass.description', { hours: PASS_HOURS })}
              checked={field.value ?? false}
              onChange={field.onChange}
              disabled={isSubmitting}
            />
          )}
        />
        {errors.sellsPass?.message ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {shown(errors.sellsPass.message)}
          </p>
        ) : null}
      </div>
      <FormField
        label={t('admin.channelForm.description')}
        error={fieldError(errors.description?.message)}
      >
        <Textarea rows={3} disabled={isSubmitting} {...register('description')} />
      </FormField>
      <FormError message={formError ?? errors.root?.message} />
      <DialogButtons
        submit={channel ? t('admin.channelForm.save') : t('admin.channelForm.create')}
        busy={isSubmitting}
        busyLabel={t('admin.saving')}
        onCancel={onClose}
      />
    </form>
  );
}

/**
 * A new channel (run by the administrator; its key is shown next) or changes to one: every field
 * is checked by the owners' own schema.
 */
export function ChannelFormDialog({
  open,
  channel,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** the channel to edit; null for a new one */
  channel: AdminChannel | null;
  onClose: () => void;
  onCreated: (created: AdminChannelWithKey) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={
        channel
          ? t('admin.channelForm.editTitle', { title: channel.title })
          : t('admin.channels.new')
      }
      description={
        channel
          ? t('admin.channelForm.editDescription', { slug: channel.slug })
          : t('admin.channelForm.newDescription')
      }
    >
      <ChannelForm channel={channel} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

/**
 * A stream key just made (a new channel or a new key): shown this once, masked until Show, with
 * copy buttons. Nobody can read it again, administrators included.
 */
export function StreamKeyDialog({
  result,
  onClose,
}: {
  result: AdminChannelWithKey | null;
  onClose: () => void;
}) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const key = result?.streamKey ?? '';
  const masked = '•'.repeat(Math.min(Math.max(key.length, 12), 32));
  const hide = (text: string) => (shown || !key ? text : text.split(key).join(masked));
  return (
    <Dialog
      open={result !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShown(false);
          onClose();
        }
      }}
      title={
        result
          ? t('admin.streamKey.titleFor', { title: result.channel.title })
          : t('admin.streamKey.title')
      }
      description={t('admin.streamKey.description')}
    >
      {result ? (
        <div className="grid gap-4">
          <Alert tone="warning" title={t('admin.streamKey.once')}>
            {t('admin.streamKey.secret')}
          </Alert>
          <div className="grid gap-1.5">
            <p className="text-sm font-medium" id="new-stream-key">
              {t('admin.streamKey.title')}
            </p>
            <code
              aria-labelledby="new-stream-key"
              className="border-border bg-muted/60 rounded-lg border px-3 py-2 font-mono text-sm break-all"
            >
              {shown ? key : masked}
            </code>
            <div className="flex flex-wrap gap-2">
              <ShowHideButton shown={shown} onToggle={() => setShown((value) => !value)} />
              <CopyButton value={key} label={t('admin.streamKey.copyKey')} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <p className="text-sm font-medium" id="new-ingest-url">
              {result.channel.provider === 'local'
                ? t('admin.streamKey.ingestUrl')
                : t('admin.streamKey.rtmpUrl')}
            </p>
            <code
              aria-labelledby="new-ingest-url"
              className="border-border bg-muted/60 rounded-lg border px-3 py-2 font-mono text-sm break-all"
            >
              {hide(result.ingestUrl)}
            </code>
            <div>
              <CopyButton value={result.ingestUrl} label={t('admin.streamKey.copyUrl')} />
            </div>
          </div>
          <DialogFooter>
            <Button
              onClick={() => {
                setShown(false);
                onClose();
              }}
            >
              {t('admin.streamKey.saved')}
            </Button>
          </DialogFooter>
        </div>
      ) : null}
    </Dialog>
  );
}
