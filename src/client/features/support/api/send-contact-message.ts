import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactMessageResult } from '../../../../shared/schemas/contact';
import { apiFetch } from '../../../lib/api';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResult> {
  return apiFetch<ContactMessageResult>('/api/contact', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
