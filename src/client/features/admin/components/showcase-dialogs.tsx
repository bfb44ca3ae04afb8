import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { currentMonth, PICK_BLURB_MAX } from '#shared/admin-showcase';
import type { HideAthleteInput, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
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
      toast.success('Athlete of the Month chosen', {
        description: `${athleteName(athlete)} now shows on the home page and Explore.`,
      });
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['month', 'blurb'])) {
        setFormError(errorMessage(error, 'The choice could not be saved. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Month" error={errors.month?.message}>
        <Input type="month" required disabled={isSubmitting} {...form.register('month')} />
      </FormField>
      <FormField
        label="Blurb (optional)"
        error={errors.blurb?.message}
        hint={`${blurbLength} of ${PICK_BLURB_MAX} characters, shown under the athlete's name.`}
      >
        <Textarea
          rows={4}
          maxLength={PICK_BLURB_MAX}
          placeholder="What made this athlete stand out this month?"
          disabled={isSubmitting}
          {...form.register('blurb')}
        />
      </FormField>
      <FormError message={formError ?? errors.root?.message} />
      <DialogButtons
        submit="Choose athlete"
        busy={isSubmitting}
        busyLabel="Saving…"
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
  return (
    <Dialog
      open={athlete !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Choose as Athlete of the Month"
      description={
        athlete
          ? `${athleteName(athlete)} becomes the Athlete of the Month on the home page and Explore, in place of the current one.`
          : undefined
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
      toast.success('Profile hidden', {
        description: `${athleteName(athlete)} is off every list and page until you unhide them.`,
      });
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason'])) {
        setFormError(errorMessage(error, 'The profile could not be hidden. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        label="Reason shown to the athlete"
        error={errors.reason?.message}
        hint="The athlete reads this on their profile page: say what they can do about it."
      >
        <Input maxLength={500} disabled={isSubmitting} {...form.register('reason')} />
      </FormField>
      <FormError message={formError ?? errors.root?.message} />
      <DialogButtons
        submit="Hide profile"
        busy={isSubmitting}
        busyLabel="Hiding…"
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
  return (
    <Dialog
      open={athlete !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Hide this profile"
      description={
        athlete
          ? `${athleteName(athlete)} leaves every list, search, featured section and page of the site, even where picked, until you unhide them.`
          : undefined
      }
    >
      {athlete ? <HideForm athlete={athlete} onClose={onClose} /> : null}
    </Dialog>
  );
}
