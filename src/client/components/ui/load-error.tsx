import type { ReactNode } from 'react';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { Alert } from './alert';
import { Button } from './button';

/**
 * What a part of a page says when its data could not be loaded: its title, what went wrong (when
 * `error` is given: the server's message, or "Please try again in a moment."; or `message`), and
 * Try again, which is off and says "Trying again..." while `retrying`.
 */
export function LoadError({
  title,
  error,
  message,
  onRetry,
  retrying = false,
  className,
}: {
  title: string;
  error?: unknown;
  message?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const t = useT();
  const shown = useShownText();
  const text =
    message !== undefined
      ? message
      : error === undefined
        ? null
        : shown(errorMessage(error, t('app.error.tryLater')));
  return (
    <Alert tone="error" title={title} className={className}>
      <span className="grid gap-2">
        {text || null}
        <Button
          size="sm"
          variant="secondary"
          className="w-fit"
          disabled={retrying}
          onClick={onRetry}
        >
          {retrying ? t('app.tryingAgain') : t('app.tryAgain')}
        </Button>
      </span>
    </Alert>
  );
}
