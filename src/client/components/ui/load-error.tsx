import { errorMessage } from '#client/lib/api';
import { Alert } from './alert';
import { Button } from './button';

/**
 * What a part of a page says when its data could not be loaded: its title, what went wrong (when
 * `error` is given: the server's message, or "Please try again in a moment."), and Try again.
 */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error?: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error" title={title}>
      <span className="grid gap-2">
        {error === undefined ? null : errorMessage(error, 'Please try again in a moment.')}
        <Button size="sm" variant="secondary" className="w-fit" onClick={onRetry}>
          Try again
        </Button>
      </span>
    </Alert>
  );
}
