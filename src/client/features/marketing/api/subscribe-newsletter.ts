import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup } from '#shared/schemas/newsletter';
import { api, unwrap } from '#client/lib/api-client';

export const subscribeNewsletter = (input: NewsletterSignup) =>
  unwrap(api.newsletter.$post({ json: input }));

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
