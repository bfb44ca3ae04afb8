import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { reportReasons, type ReportReason, type ReportTargetType } from '#shared/privacy';
import type { ReportInput, ReportReceipt, reportInputSchema } from '#shared/schemas/privacy';
import type { z } from '#shared/schemas/zod';
import { RichMessage } from '#client/components/rich-message';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogFooter } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { RadioCard } from '#client/components/ui/radio-card';
import { Input, Textarea } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import type { ReportTarget } from '#client/lib/report-action';
import { useSendReport } from '../api/send-report';

type ReportValues = z.output<typeof reportInputSchema>;

/** "Report this athlete profile": the dialog's title and the form's name, by what is reported. */
const titles = {
  athlete: 'safety.dialog.title.athlete',
  video: 'safety.dialog.title.video',
  channel: 'safety.dialog.title.channel',
  message: 'safety.dialog.title.message',
} satisfies Record<ReportTargetType, MessageId>;

/** The reasons offered (#shared/privacy's reportReasons), in the page's language. */
const reasonLabels = {
  'minor-safety': 'safety.reason.minorSafety',
  inappropriate: 'safety.reason.inappropriate',
  harassment: 'safety.reason.harassment',
  'personal-information': 'safety.reason.personalInformation',
  impersonation: 'safety.reason.impersonation',
  spam: 'safety.reason.spam',
  other: 'safety.reason.other',
} satisfies Record<ReportReason, MessageId>;

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
  const t = useT();
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);
  const title = t(titles[target.targetType]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      returnFocus={returnFocus}
      title={receipt ? t('safety.sent.title') : title}
      descriptionInBody
    >
      {receipt ? (
        <ReportSent receipt={receipt} />
      ) : (
        <ReportForm target={target} title={title} onSent={setReceipt} />
      )}
    </Dialog>
  );
}

function ReportForm({
  target,
  title,
  onSent,
}: {
  target: ReportTarget;
  /** the dialog's title, the form's name */
  title: string;
  onSent: (receipt: ReportReceipt) => void;
}) {
  const t = useT();
  const shown = useShownText();
  const shownError = (message: string | undefined) => (message ? shown(message) : undefined);
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
  const reasonError = shownError(errors.reason?.message);
  const reasonErrorId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSent(await send.mutateAsync(values));
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason', 'details', 'email'])) {
        setFormError(shown(errorMessage(error, t('safety.form.sendFailed'))));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="grid gap-4">
      <DialogDescription className="text-muted-foreground text-sm">
        <RichMessage
          id={user ? 'safety.form.intro' : 'safety.form.introVisitor'}
          parts={{ name: <strong className="text-foreground">{target.targetName}</strong> }}
        />
      </DialogDescription>
      <p className="-mt-2 text-xs font-medium text-amber-800 dark:text-amber-200">
        {t('safety.emergency')}
      </p>

      <fieldset className="grid gap-1.5" aria-describedby={reasonError ? reasonErrorId : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('safety.form.reason')}</legend>
        {reportReasons.map((reason) => (
          <RadioCard
            key={reason}
            compact
            value={reason}
            disabled={isSubmitting}
            label={t(reasonLabels[reason])}
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
        label={t('safety.form.details')}
        hint={t('safety.form.detailsHint')}
        error={shownError(errors.details?.message)}
      >
        <Textarea rows={3} disabled={isSubmitting} {...form.register('details')} />
      </FormField>

      {user ? null : (
        <FormField
          label={t('safety.form.email')}
          hint={t('safety.form.emailHint')}
          error={shownError(errors.email?.message)}
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
            {t('safety.form.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('safety.form.sending')}
            </>
          ) : (
            t('safety.form.send')
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ReportSent({ receipt }: { receipt: ReportReceipt }) {
  const t = useT();
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => status.current?.focus(), []);

  return (
    <div ref={status} tabIndex={-1} role="status" className="grid gap-3 text-sm outline-none">
      <DialogDescription className="flex items-start gap-2 font-semibold text-emerald-800 dark:text-emerald-200">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        {t('safety.sent.reached')}
      </DialogDescription>
      <p>
        <RichMessage
          id="safety.sent.reference"
          parts={{
            reference: (
              <strong className="font-mono text-base tracking-wider">{receipt.reference}</strong>
            ),
          }}
        />
      </p>
      {receipt.receiptSentTo ? (
        <p>
          <RichMessage
            id="safety.sent.receipt"
            parts={{ email: <strong className="wrap-break-word">{receipt.receiptSentTo}</strong> }}
          />
        </p>
      ) : (
        <p>{t('safety.sent.keepReference')}</p>
      )}
      <p className="text-muted-foreground">{t('safety.sent.whatNext')}</p>
      <p className="text-muted-foreground">{t('safety.emergency')}</p>
      <DialogClose asChild>
        <Button className="mt-2 w-full sm:w-fit sm:justify-self-end">
          {t('safety.sent.done')}
        </Button>
      </DialogClose>
    </div>
  );
}
