import { useMutation } from '@tanstack/react-query';
import type {
  NewsletterSignup,
  NewsletterSignupResult,
} from '../../../../shared/schemas/newsletter';
import { apiRequest } from '../../../lib/api-request';

export function subscribeNewsletter(input: NewsletterSignup): Promise<NewsletterSignupResult> {
  return apiRequest<NewsletterSignupResult>('/api/newsletter', { method: 'POST', json: input });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
