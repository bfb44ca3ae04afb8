import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { reportReasonLabels, reportReasons, type ReportTargetType } from '#shared/privacy';
import type { ReportInput, ReportReceipt, reportInputSchema } from '#shared/schemas/privacy';
import type { z } from '#shared/schemas/zod';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogFooter } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { RadioCard } from '#client/components/ui/radio-card';
import { Input, Textarea } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { lazyResolver } from '#client/lib/lazy-resolver';
import type { ReportTarget } from '#client/lib/report-action';
import { useSendReport } from '../api/send-report';

type ReportValues = z.output<typeof reportInputSchema>;

const nouns: Record<ReportTargetType, string> = {
  athlete: 'athlete profile',
  video: 'training video',
  channel: 'live channel',
  message: 'message',
};

const emergencyNote =
  'If a young person is in danger right now, please call your local emergency number (911 in the US) first.';

/**
 * The Report dialog: a reason, optional details and, for visitors, an optional address for the
 * receipt. Loaded when first needed (see ReportButton). Escape, the close button and Cancel
 * close it, and focus goes back to the Report link.
 */
export default function ReportDialog({
  open,
  onOpenChange,
  target,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ReportTarget;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const noun = nouns[target.targetType];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      returnFocus={returnFocus}
      title={receipt ? 'Thank you for telling us' : `Report this ${noun}`}
      descriptionInBody
    >
      {receipt ? (
        <ReportSent receipt={receipt} />
      ) : (
        <ReportForm target={target} noun={noun} onSent={setReceipt} />
      )}
    </Dialog>
  );
}

function ReportForm({
  target,
  noun,
  onSent,
}: {
  target: ReportTarget;
  noun: string;
  onSent: (receipt: ReportReceipt) => void;
}) {
  const { user } = useAuth();
  const send = useSendReport();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReportInput, unknown, ReportValues>({
    resolver: lazyResolver(async () => (await import('#shared/schemas/privacy')).reportInputSchema),
    defaultValues: {
      targetType: target.targetType,
      targetId: target.targetId,
      details: '',
      email: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const reasonError = errors.reason?.message;
  const reasonErrorId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSent(await send.mutateAsync(values));
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason', 'details', 'email'])) {
        setFormError(errorMessage(error, 'Your report could not be sent. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Report this ${noun}`} className="grid gap-4">
      <DialogDescription className="text-muted-foreground text-sm">
        Tell us what worries you about{' '}
        <strong className="text-foreground">{target.targetName}</strong>. Our safety team reads
        every report
        {user ? '.' : ', and you do not need an account to send one.'}
      </DialogDescription>
      <p className="-mt-2 text-xs font-medium text-amber-800 dark:text-amber-200">
        {emergencyNote}
      </p>

      <fieldset className="grid gap-1.5" aria-describedby={reasonError ? reasonErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium">What is wrong?</legend>
        {reportReasons.map((reason) => (
          <RadioCard
            key={reason}
            compact
            value={reason}
            disabled={isSubmitting}
            label={reportReasonLabels[reason]}
            {...form.register('reason')}
          />
        ))}
        {reasonError ? (
          <p id={reasonErrorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {reasonError}
          </p>
        ) : null}
      </fieldset>

      <FormField
        label="Anything else we should know? (optional)"
        hint="What you saw, where, or anything else that helps us look into it."
        error={errors.details?.message}
      >
        <Textarea rows={3} disabled={isSubmitting} {...form.register('details')} />
      </FormField>

      {user ? null : (
        <FormField
          label="Your email (optional)"
          hint="For a receipt with your reference. Leave it empty to report without one."
          error={errors.email?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            disabled={isSubmitting}
            {...form.register('email')}
          />
        </FormField>
      )}

      {formError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Sending…
            </>
          ) : (
            'Send report'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ReportSent({ receipt }: { receipt: ReportReceipt }) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => status.current?.focus(), []);

  return (
    <div ref={status} tabIndex={-1} role="status" className="grid gap-3 text-sm outline-none">
      <DialogDescription className="flex items-start gap-2 font-semibold text-emerald-800 dark:text-emerald-200">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        Your report has reached our safety team.
      </DialogDescription>
      <p>
        Your reference is{' '}
        <strong className="font-mono text-base tracking-wider">{receipt.reference}</strong>.
      </p>
      {receipt.receiptSentTo ? (
        <p>
          We have sent you a receipt at{' '}
          <strong className="wrap-break-word">{receipt.receiptSentTo}</strong>.
        </p>
      ) : (
        <p>Keep this reference if you want to write to us about your report.</p>
      )}
      <p className="text-muted-foreground">
        We read every report and act on anything that breaks our rules, which can mean taking it off
        the site while we look into it.
      </p>
      <p className="text-muted-foreground">{emergencyNote}</p>
      <DialogClose asChild>
        <Button className="mt-2 w-full sm:w-fit sm:justify-self-end">Done</Button>
      </DialogClose>
    </div>
  );
}
