import { CheckCircle2, Loader2, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { NewsletterSignup } from '#shared/schemas/newsletter';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { lazyResolver } from '#client/lib/lazy-resolver';

/**
 * The thanks message never appears sooner than this after submitting (docs/product.md#newsletter).
 */
const MIN_SUBSCRIBE_MS = 1500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Status = 'idle' | 'subscribing' | 'subscribed';

export function NewsletterForm() {
  const t = useT();
  const shown = useShownText();
  const [status, setStatus] = useState<Status>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const subscribe = useSubscribeNewsletter();
  const form = useForm<NewsletterSignup>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/newsletter')).newsletterSignupSchema,
    ),
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
    if (!applyFieldErrors(result.reason, form.setError, ['email'])) {
      setFormError(shown(errorMessage(result.reason, t('nft.newsletter.failed'))));
    }
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
          <strong className="block font-semibold">{t('nft.newsletter.thanks.title')}</strong>
          {t('nft.newsletter.thanks.text')}
        </span>
      </p>
    );
  }

  const subscribing = status === 'subscribing';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('nft.newsletter.label')}
      className="grid gap-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormField
            label={t('nft.newsletter.email')}
            error={emailError && shown(emailError)}
            hint={t('nft.newsletter.emailHint')}
          >
            <Input
              type="email"
              autoComplete="email"
              required
              placeholder={t('nft.newsletter.emailPlaceholder')}
              disabled={subscribing}
              className="h-11"
              {...form.register('email')}
            />
          </FormField>
        </div>
        <Button type="submit" size="lg" className="h-11 sm:mt-6.5" disabled={subscribing}>
          {subscribing ? (
            <>
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {t('nft.newsletter.subscribing')}
            </>
          ) : (
            <>
              <Mail className="size-4" aria-hidden />
              {t('nft.newsletter.subscribe')}
            </>
          )}
        </Button>
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
