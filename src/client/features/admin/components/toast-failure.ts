import { errorMessage } from '#client/lib/api';
import { useShownText } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';

/**
 * A mutation's onError: the server's message as a toast (in the page's language when the forms
 * catalog has it), or `fallback` when it gave none.
 */
export function useToastFailure() {
  const shown = useShownText();
  return (fallback: string) => (error: unknown) =>
    toast.error(shown(errorMessage(error, fallback)));
}
