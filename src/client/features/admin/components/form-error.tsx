/** A form's message that is not about one field (the server's refusal, say). */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  ) : null;
}
