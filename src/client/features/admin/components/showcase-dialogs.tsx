import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { currentMonth, PICK_BLURB_MAX } from '#shared/admin-showcase';
import type { HideAthleteInput, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { useChooseAthleteOfTheMonth, useHideAthlete } from '../api/showcase';
import { FormError } from './form-error';
import { athleteName } from './showcase-athlete-state';

type MonthValues = { month: string; blurb: string };

const loadMonthSchema = async () =>
  (await import('#shared/schemas/admin-showcase')).athleteOfTheMonthInputSchema.omit({
    profileId: true,
  });

/** Mounted anew at each opening of the dialog: it starts from `initial`. */
function MonthForm({
  athlete,
  initial,
  onClose,
}: {
  athlete: ShowcaseAthlete;
  initial: MonthValues;
  onClose: () => void;
}) {
  const t = useT();
  const shown = useShownText();
  const choose = useChooseAthleteOfTheMonth();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MonthValues, unknown, MonthValues>({
    resolver: lazyResolver(loadMonthSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const blurbLength = useWatch({ control: form.control, name: 'blurb' })?.length ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await choose.mutateAsync({ profileId: athlete.profileId, ...values });
      toast.success(t('admin.monthDialog.chosen.toast'), {
        description: t('admin.monthDialog.chosen.toast.description', {
          name: athleteName(athlete, t),
        }),
      });
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['month', 'blurb'])) {
        setFormError(errorMessage(error, t('admin.monthDialog.failed')));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t('admin.monthDialog.month')}
        error={errors.month?.message && shown(errors.month.message)}
      >
        <Input type="month" required disabled={isSubmitting} {...form.register('month')} />
      </FormField>
      <FormField
        label={t('admin.monthDialog.blurb')}
        error={errors.blurb?.message && shown(errors.blurb.message)}
        hint={t('admin.monthDialog.blurb.hint', { count: blurbLength, max: PICK_BLURB_MAX })}
      >
        <Textarea
          rows={4}
          maxLength={PICK_BLURB_MAX}
          placeholder={t('admin.monthDialog.blurb.placeholder')}
          disabled={isSubmitting}
          {...form.register('blurb')}
        />
      </FormField>
      <FormError message={formError ?? errors.root?.message} />
      <DialogButtons
        submit={t('admin.monthDialog.submit')}
        busy={isSubmitting}
        busyLabel={t('admin.saving')}
        onCancel={onClose}
      />
    </form>
  );
}

/** Chooses an athlete as the Athlete of the Month: the month it is for and a short blurb. */
export function ChooseMonthDialog({
  athlete,
  current,
  onClose,
}: {
  athlete: ShowcaseAthlete | null;
  /** the month and blurb of this athlete when they are the Athlete of the Month already */
  current: { month: string | null; blurb: string | null } | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={athlete !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.picks.chooseMonth')}
      description={
        athlete ? t('admin.monthDialog.description', { name: athleteName(athlete, t) }) : undefined
      }
    >
      {athlete ? (
        <MonthForm
          athlete={athlete}
          initial={{ month: current?.month ?? currentMonth(), blurb: current?.blurb ?? '' }}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function HideForm({ athlete, onClose }: { athlete: ShowcaseAthlete; onClose: () => void }) {
  const t = useT();
  const shown = useShownText();
  const hide = useHideAthlete();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HideAthleteInput, unknown, HideAthleteInput>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/admin-showcase')).hideAthleteInputSchema,
    ),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await hide.mutateAsync({ profileId: athlete.profileId, reason });
      toast.success(t('admin.hideDialog.hidden.toast'), {
        description: t('admin.hideDialog.hidden.toast.description', {
          name: athleteName(athlete, t),
        }),
      });
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason'])) {
        setFormError(errorMessage(error, t('admin.hideDialog.failed')));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label={t('admin.hideDialog.reason')}
        error={errors.reason?.message && shown(errors.reason.message)}
        hint={t('admin.hideDialog.reason.hint')}
      >
        <Input maxLength={500} disabled={isSubmitting} {...form.register('reason')} />
      </FormField>
      <FormError message={formError ?? errors.root?.message} />
      <DialogButtons
        submit={t('admin.hideDialog.submit')}
        busy={isSubmitting}
        busyLabel={t('admin.hideDialog.hiding')}
        onCancel={onClose}
      />
    </form>
  );
}

/** Hides a profile from every list and page, with the reason its owner reads on their profile. */
export function HideAthleteDialog({
  athlete,
  onClose,
}: {
  athlete: ShowcaseAthlete | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={athlete !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.hideDialog.title')}
      description={
        athlete ? t('admin.hideDialog.description', { name: athleteName(athlete, t) }) : undefined
      }
    >
      {athlete ? <HideForm athlete={athlete} onClose={onClose} /> : null}
    </Dialog>
  );
}
