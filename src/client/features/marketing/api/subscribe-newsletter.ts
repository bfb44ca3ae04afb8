import { useMutation } from '@tanstack/react-query';
import type {
  NewsletterSignup,
  NewsletterSignupResult,
} from '../../../../shared/schemas/newsletter';
import { apiFetch } from '../../../lib/api';

export function subscribeNewsletter(input: NewsletterSignup): Promise<NewsletterSignupResult> {
  return apiFetch<NewsletterSignupResult>('/api/newsletter', { body: input });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
