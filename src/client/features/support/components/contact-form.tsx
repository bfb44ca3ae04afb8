import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '../../../../shared/schemas/contact';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-request';
import { cn } from '../../../lib/cn';
import { useSendContactMessage } from '../api/send-contact-message';

const fields = ['name', 'email', 'subject', 'message'] as const;

/** The subject of messages from the support chat, which has no subject field. */
const CHAT_SUBJECT = 'Message from the support chat';

const inputClasses =
  'border-border bg-background w-full rounded-lg border px-3 text-sm aria-[invalid]:border-red-500 disabled:opacity-60';

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The support form of the contact page and the chat widget. The compact form (chat) asks for no
 * subject. Server field errors land on their fields; anything else shows above the button.
 */
export function ContactForm({
  variant = 'page',
  autoFocus = false,
}: {
  variant?: 'page' | 'compact';
  autoFocus?: boolean;
}) {
  const compact = variant === 'compact';
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const success = useRef<HTMLDivElement>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', subject: compact ? CHAT_SUBJECT : '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (sentTo) success.current?.focus();
  }, [sentTo]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await send.mutateAsync(values);
      setSentTo(values.email);
      form.reset();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      let placed = false;
      for (const field of fields) {
        const message = apiError?.fieldErrors[field]?.[0];
        if (message && !(compact && field === 'subject')) {
          form.setError(field, { message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(error instanceof Error ? error.message : 'Please try again.');
    }
  });

  if (sentTo) {
    return (
      <div
        ref={success}
        tabIndex={-1}
        role="status"
        className="grid gap-3 rounded-2xl bg-emerald-500/10 p-5 text-sm outline-none"
      >
        <p className="flex items-start gap-2 font-semibold text-emerald-800 dark:text-emerald-200">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
          Thanks, your message is on its way.
        </p>
        <p>
          We sent a confirmation to <strong className="break-all">{sentTo}</strong> and will reply
          to that address as soon as we can.
        </p>
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const describedBy = (field: (typeof fields)[number]) =>
    errors[field] ? `${id}-${field}-error` : undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={compact ? 'Support message' : 'Contact form'}
      className={cn('grid', compact ? 'gap-3' : 'gap-5')}
    >
      <div className={cn('grid gap-3', !compact && 'sm:grid-cols-2 sm:gap-5')}>
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          <input
            id={`${id}-name`}
            autoComplete="name"
            autoFocus={autoFocus}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            disabled={isSubmitting}
            className={cn(inputClasses, 'h-10')}
            {...form.register('name')}
          />
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            disabled={isSubmitting}
            className={cn(inputClasses, 'h-10')}
            {...form.register('email')}
          />
        </Field>
      </div>
      {compact ? null : (
        <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
          <input
            id={`${id}-subject`}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            disabled={isSubmitting}
            className={cn(inputClasses, 'h-10')}
            {...form.register('subject')}
          />
        </Field>
      )}
      <Field id={`${id}-message`} label="Message" error={errors.message?.message}>
        <textarea
          id={`${id}-message`}
          rows={compact ? 3 : 6}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          disabled={isSubmitting}
          className={cn(inputClasses, 'resize-y py-2')}
          {...form.register('message')}
        />
      </Field>
      {formError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      ) : null}
      <Button
        type="submit"
        size={compact ? 'md' : 'lg'}
        disabled={isSubmitting}
        className="w-full sm:w-fit"
      >
        {isSubmitting ? (
          <>
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Sending…
          </>
        ) : (
          <>
            <Send className="size-4" aria-hidden />
            Send Message
          </>
        )}
      </Button>
    </form>
  );
}
