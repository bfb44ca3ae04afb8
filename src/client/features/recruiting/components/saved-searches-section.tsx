import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { digestFrequencies, MAX_SAVED_SEARCHES, type DigestFrequency } from '#shared/recruiting';
import { describeFilters, filtersToSearchParams } from '#shared/saved-search-filters';
import type { SavedSearch } from '#shared/schemas/saved-searches';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { textLinkClass } from '#client/components/ui/text-link';
import { ListState } from '#client/components/ui/list-state';
import {
  savedSearchListQueryOptions,
  useDeleteSavedSearch,
  useUpdateSavedSearch,
} from '#client/lib/saved-searches';

const frequencyLabels: Record<DigestFrequency, string> = {
  daily: 'Daily email',
  weekly: 'Weekly email',
};

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? (Object.values(error.fieldErrors).flat()[0] ?? error.message)
    : 'Something went wrong. Please try again.';

/** One saved search: what it looks for, Open, how often its email comes, Delete. */
function SavedSearchRow({
  search,
  onStatus,
}: {
  search: SavedSearch;
  onStatus: (text: string) => void;
}) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const frequencyId = useId();
  const params = filtersToSearchParams(search.filters).toString();

  return (
    <li className="border-border bg-card grid gap-3 rounded-xl border p-4">
      <div>
        <h3 className="font-semibold">{search.name}</h3>
        <p className="text-muted-foreground mt-1 text-sm">
          {describeFilters(search.filters).join(' · ')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/athletes${params ? `?${params}` : ''}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          aria-label={`Open ${search.name}`}
        >
          <ExternalLink className="size-4" aria-hidden />
          Open
        </Link>
        <label htmlFor={frequencyId} className="sr-only">
          How often the email of {search.name} comes
        </label>
        <Select
          id={frequencyId}
          className="w-auto"
          value={search.frequency}
          disabled={update.isPending}
          onChange={(event) => {
            setError(null);
            const frequency = event.target.value as DigestFrequency;
            update.mutate(
              { searchId: search.id, frequency },
              {
                onSuccess: () =>
                  onStatus(`${search.name}: ${frequencyLabels[frequency].toLowerCase()}.`),
                onError: (failure) => setError(errorText(failure)),
              },
            );
          }}
        >
          {digestFrequencies.map((value) => (
            <option key={value} value={value}>
              {frequencyLabels[value]}
            </option>
          ))}
        </Select>
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="primary"
              disabled={remove.isPending}
              aria-label={`Delete ${search.name} for good`}
              onClick={() => {
                setError(null);
                remove.mutate(search.id, {
                  onSuccess: () => onStatus(`Deleted ${search.name}.`),
                  onError: (failure) => setError(errorText(failure)),
                });
              }}
            >
              Delete for good
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Delete ${search.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The verified coach's saved searches on /recruiting (docs/product.md#coach-search): each opens
 * in the Athlete Database with its filters, mails new athletes who match daily or weekly, and
 * can be deleted. Searches are saved from the Athlete Database.
 */
export function SavedSearchesSection() {
  const query = useQuery(savedSearchListQueryOptions());
  const [status, setStatus] = useState('');
  const searches = query.data?.searches ?? [];

  return (
    <section aria-labelledby="saved-searches-heading" className="grid gap-5">
      <div>
        <h2 id="saved-searches-heading" className="text-2xl font-bold tracking-tight">
          Saved searches
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          We email you the athletes newly listed who match, once a day or once a week, and never the
          same athlete twice for one search. Up to {MAX_SAVED_SEARCHES} searches.
        </p>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {status}
      </p>
      <ListState
        query={query}
        compact
        loading="Loading your saved searches…"
        errorTitle="Your saved searches could not be loaded"
        describeError={errorText}
        retry
        isEmpty={searches.length === 0}
        emptyView={
          <div className="border-border text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
            <p>No saved searches yet.</p>
            <p className="mt-1">
              Filter the{' '}
              <Link to="/athletes" className={textLinkClass}>
                Athlete Database
              </Link>{' '}
              and choose Save this search.
            </p>
          </div>
        }
      >
        <ul className="grid gap-3">
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} onStatus={setStatus} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}
