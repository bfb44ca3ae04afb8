import { RotateCcw } from 'lucide-react';
import { errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { LoadError } from './load-error';

/**
 * A failed list's error in a box (`alert`: the error box, with Try again when it has a title and
 * `onRetry`; `box`: a framed sentence with a Try again button, in the room of a grid of cards).
 * Fetched by `ListState` only when a list has failed: most pages never show it.
 */
export default function ListError({
  error,
  style,
  errorTitle,
  errorFallback,
  describeError,
  onRetry,
  retrying,
  className,
}: {
  error: unknown;
  style: 'alert' | 'box';
  errorTitle?: string;
  errorFallback?: string;
  describeError?: (error: unknown) => string;
  onRetry?: () => void;
  retrying: boolean;
  className?: string;
}) {
  const t = useT();
  const shown = useShownText();
  const message = describeError
    ? describeError(error)
    : shown(errorMessage(error, errorFallback ?? t('app.error.tryLater')));
  if (style === 'box') {
    return (
      <div
        className={cn(
          'border-border flex flex-col items-start gap-3 rounded-xl border p-6',
          className,
        )}
      >
        <p role="alert">{message}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            <RotateCcw className="size-4" aria-hidden />
            {t('app.tryAgain')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (onRetry && errorTitle) {
    return (
      <LoadError
        title={errorTitle}
        message={message}
        onRetry={onRetry}
        retrying={retrying}
        className={className}
      />
    );
  }
  return (
    <Alert tone="error" title={errorTitle} className={className}>
      {message}
    </Alert>
  );
}
