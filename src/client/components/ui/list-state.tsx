import { lazy, Suspense, type ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';

/** The error box and Try again, fetched the first time a list fails. */
const ListError = lazy(() => import('./list-error'));

/** What ListState reads of a list's query (a TanStack Query result fits). */
export type ListQuery = {
  isPending: boolean;
  error: unknown;
  refetch?: () => unknown;
};

/**
 * How a failed list says so:
 * - `line`: a centred sentence, the error's message and "Please try again." (the dashboard lists);
 * - `alert`: an error box with `errorTitle` and the message, and Try again when `retry` is set;
 * - `box`: a framed sentence with a Try again button, in the room of a grid of cards.
 */
export type ListErrorStyle = 'line' | 'alert' | 'box';

/** A list that came with something loaded above it: it neither loads nor fails of its own. */
const loadedAbove: ListQuery = { isPending: false, error: null };

/**
 * The loading, failed and empty states of a list, worded by each list, and the list itself
 * (`children`) once it has items; a list without a `query` of its own (its items came with a
 * record loaded above) has its empty state only. By default the sentences are centred with room
 * around them (the dashboard's tables); `compact` puts them in the flow of a card or section,
 * small and left-aligned. Each state can be replaced by a node of the list's own: `skeleton` for a
 * placeholder that keeps the list's room while it loads, `emptyView` for an empty card,
 * `renderError` for an error shown its own way.
 */
export function ListState({
  query = loadedAbove,
  isEmpty = false,
  empty,
  emptyView,
  loading,
  skeleton,
  errorStyle,
  errorTitle,
  errorFallback,
  describeError,
  retry = false,
  retrying = false,
  renderError,
  errorClassName,
  compact = false,
  className,
  children,
}: {
  /** the query the list comes from */
  query?: ListQuery;
  /** the list has no items (the empty state shows instead of `children`) */
  isEmpty?: boolean;
  /** what an empty list says, in a muted sentence */
  empty?: ReactNode;
  /** an empty state of the list's own, in place of the `empty` sentence (null: nothing) */
  emptyView?: ReactNode;
  /** what the list says while it loads, in a status sentence */
  loading?: ReactNode;
  /** a placeholder of the list's own in place of the `loading` sentence; it names its status */
  skeleton?: ReactNode;
  /** default: `line`, or `alert` when `compact` */
  errorStyle?: ListErrorStyle;
  /** the error box's title (`alert`) */
  errorTitle?: string;
  /** what the error says when it carries no message of its own */
  errorFallback?: string;
  /** the error's words, when the list words them its own way */
  describeError?: (error: unknown) => string;
  /** Try again asks the query again (its `refetch`) */
  retry?: boolean;
  /** the query is being asked again: Try again is off and says so (`alert`) */
  retrying?: boolean;
  /** an error of the list's own; `retry` is the query's refetch when `retry` is set */
  renderError?: (error: unknown, retry: (() => void) | undefined) => ReactNode;
  /** classes added to the error box (`alert`, `box`) */
  errorClassName?: string;
  compact?: boolean;
  /** the layout of the sentences, in place of the default (`text-sm`, or centred with room) */
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const shown = useShownText();
  const layout = className ?? (compact ? 'text-sm' : 'py-10 text-center text-sm');
  if (query.isPending) {
    return (
      skeleton ?? (
        <p role="status" className={cn('text-muted-foreground', layout)}>
          {loading ?? t('app.list.loading')}
        </p>
      )
    );
  }
  if (query.error) {
    const error = query.error;
    const onRetry = retry && query.refetch ? () => void query.refetch?.() : undefined;
    if (renderError) return renderError(error, onRetry);
    const style = errorStyle ?? (compact ? 'alert' : 'line');
    if (style === 'line') {
      return (
        <p role="alert" className={layout}>
          {t('app.list.failed', {
            error:
              error instanceof Error
                ? shown(error.message)
                : (errorFallback ?? t('app.list.couldNotLoad')),
          })}
        </p>
      );
    }
    return (
      <Suspense fallback={null}>
        <ListError
          error={error}
          style={style}
          errorTitle={errorTitle}
          errorFallback={errorFallback}
          describeError={describeError}
          onRetry={onRetry}
          retrying={retrying}
          className={errorClassName}
        />
      </Suspense>
    );
  }
  if (isEmpty) {
    return emptyView !== undefined ? (
      emptyView
    ) : (
      <p className={cn('text-muted-foreground', layout)}>{empty}</p>
    );
  }
  return children;
}
