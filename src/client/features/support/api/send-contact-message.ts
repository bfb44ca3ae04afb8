import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '#shared/schemas/contact';
import { api, unwrap } from '#client/lib/api-client';

export const sendContactMessage = (input: ContactMessageInput) =>
  unwrap(api.contact.$post({ json: input }));

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
