import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactMessageResult } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-request';

export function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageResult> {
  return apiRequest<ContactMessageResult>('/api/contact', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
