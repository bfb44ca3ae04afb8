import { useShownText } from '#client/lib/i18n/i18n';

/**
 * A form's message that is not about one field (the server's refusal, say), in the page's
 * language when the forms catalog has it.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  const shown = useShownText();
  return message ? (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {shown(message)}
    </p>
  ) : null;
}
