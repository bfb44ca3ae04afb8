import { errorMessage } from '#client/lib/api';
import { toast } from '#client/lib/toast';

/** A mutation's onError: the server's message as a toast, or `fallback` when it gave none. */
export const toastFailure = (fallback: string) => (error: unknown) =>
  toast.error(errorMessage(error, fallback));
