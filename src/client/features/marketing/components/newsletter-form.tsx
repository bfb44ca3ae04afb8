import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  newsletterSignupSchema,
  type NewsletterSignup,
} from '../../../../shared/schemas/newsletter';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-request';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/** The thanks message never appears sooner than this after submitting (spec §9). */
const MIN_SUBSCRIBE_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Status = 'idle' | 'subscribing' | 'subscribed';

export function NewsletterForm() {
  const [status, setStatus] = useState<Status>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterSignup>({
    resolver: zodResolver(newsletterSignupSchema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;

  useEffect(() => {
    if (status === 'subscribed') thanks.current?.focus();
  }, [status]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setStatus('subscribing');
    const [result] = await Promise.allSettled([
      subscribe.mutateAsync(values),
      wait(MIN_SUBSCRIBE_MS),
    ]);
    if (result.status === 'fulfilled') {
      setStatus('subscribed');
      return;
    }
    setStatus('idle');
    const error = result.reason;
    const fieldMessage = error instanceof ApiError ? error.fieldErrors.email?.[0] : undefined;
    if (fieldMessage) form.setError('email', { message: fieldMessage }, { shouldFocus: true });
    else setFormError(error instanceof Error ? error.message : 'Please try again.');
  });

  if (status === 'subscribed') {
    return (
      <p
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-2xl bg-emerald-500/10 p-5 text-emerald-800 outline-none dark:text-emerald-200"
      >
        <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <strong className="block font-semibold">Thanks for subscribing!</strong>
          We sent a confirmation link to your inbox. Open it to confirm your address and join the
          early access list.
        </span>
      </p>
    );
  }

  const subscribing = status === 'subscribing';
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter" className="grid gap-3">
      <label htmlFor="newsletter-email" className="text-sm font-medium">
        Email
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Mail
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden
          />
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'newsletter-email-error' : 'newsletter-email-hint'}
            disabled={subscribing}
            className="border-border bg-background focus-visible:outline-ring h-11 w-full rounded-lg border pr-3 pl-9 text-sm aria-[invalid]:border-red-500"
            {...form.register('email')}
          />
        </div>
        <Button type="submit" size="lg" className="h-11" disabled={subscribing}>
          {subscribing ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Subscribing…
            </>
          ) : (
            'Subscribe'
          )}
        </Button>
      </div>
      {emailError ? (
        <p id="newsletter-email-error" className="text-sm text-red-600 dark:text-red-400">
          {emailError}
        </p>
      ) : (
        <p id="newsletter-email-hint" className="text-muted-foreground text-xs">
          News about athlete NFTs and early access only. Unsubscribe at any time.
        </p>
      )}
      {formError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
