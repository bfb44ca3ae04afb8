import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactMessage, ContactMessageInput } from '#shared/schemas/contact';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { RichMessage } from '#client/components/rich-message';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useSendContactMessage } from '../api/send-contact-message';
import { lazyResolver } from '#client/lib/lazy-resolver';

/**
 * The subject of messages from the support chat, which has no subject field: it is read by the
 * support team only, and stays as written.
 */
const CHAT_SUBJECT = 'Message from the support chat';

/**
 * The support form of the contact page and the chat widget; the compact form (chat) asks for no
 * subject. Server field errors land on their fields; anything else shows above the button.
 */
export function ContactForm({
  variant = 'page',
  subject = '',
}: {
  variant?: 'page' | 'compact';
  /** the subject to start with (a page that sends people here with a purpose) */
  subject?: string;
}) {
  const t = useT();
  const shown = useShownText();
  const compact = variant === 'compact';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const success = useRef<HTMLDivElement>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/contact')).contactMessageSchema,
    ),
    defaultValues: { name: '', email: '', subject: compact ? CHAT_SUBJECT : subject, message: '' },
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
      const fields = compact
        ? ['name', 'email', 'message']
        : ['name', 'email', 'subject', 'message'];
      if (!applyFieldErrors(error, form.setError, fields)) {
        setFormError(shown(errorMessage(error, t('contact.contactForm.sendFailed'))));
      }
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
          {t('contact.contactForm.sent.title')}
        </p>
        <p>
          <RichMessage
            id="contact.contactForm.sent.text"
            parts={{ email: <strong className="wrap-break-word">{sentTo}</strong> }}
          />
        </p>
        <Button variant="secondary" size="sm" className="w-fit" onClick={() => setSentTo(null)}>
          {t('contact.contactForm.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={
        compact ? t('contact.contactForm.label.compact') : t('contact.contactForm.label.page')
      }
      className={cn('grid', compact ? 'gap-3' : 'gap-5')}
    >
      <div className={cn('grid gap-3', !compact && 'sm:grid-cols-2 sm:gap-5')}>
        <FormField
          label={t('contact.contactForm.name')}
          error={errors.name?.message && shown(errors.name.message)}
        >
          <Input autoComplete="name" disabled={isSubmitting} {...form.register('name')} />
        </FormField>
        <FormField
          label={t('contact.contactForm.email')}
          error={errors.email?.message && shown(errors.email.message)}
        >
          <Input
            type="email"
            autoComplete="email"
            disabled={isSubmitting}
            {...form.register('email')}
          />
        </FormField>
      </div>
      {compact ? null : (
        <FormField
          label={t('contact.contactForm.subject')}
          error={errors.subject?.message && shown(errors.subject.message)}
        >
          <Input disabled={isSubmitting} {...form.register('subject')} />
        </FormField>
      )}
      <FormField
        label={t('contact.contactForm.message')}
        error={errors.message?.message && shown(errors.message.message)}
      >
        <Textarea
          rows={compact ? 3 : 6}
          disabled={isSubmitting}
          className={compact ? 'min-h-20' : undefined}
          {...form.register('message')}
        />
      </FormField>
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
            {t('contact.contactForm.sending')}
          </>
        ) : (
          <>
            <Send className="size-4" aria-hidden />
            {t('contact.contactForm.send')}
          </>
        )}
      </Button>
    </form>
  );
}
