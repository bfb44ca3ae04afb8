import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { digestFrequencies, MAX_SAVED_SEARCHES, type DigestFrequency } from '#shared/recruiting';
import { filtersToSearchParams } from '#shared/saved-search-filters';
import type { SavedSearch } from '#shared/schemas/saved-searches';
import { RichMessage } from '#client/components/rich-message';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Select } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { textLinkClass } from '#client/components/ui/text-link';
import { ListState } from '#client/components/ui/list-state';
import {
  savedSearchListQueryOptions,
  useDeleteSavedSearch,
  useUpdateSavedSearch,
} from '#client/lib/saved-searches';
import { frequencyTexts, useDescribeFilters } from '../texts';

const useErrorText = (): ((error: unknown) => string) => {
  const t = useT();
  const shown = useShownText();
  return (error) =>
    error instanceof ApiError
      ? shown(Object.values(error.fieldErrors).flat()[0] ?? error.message)
      : t('recruiting.somethingWentWrong');
};

/** One saved search: what it looks for, Open, how often its email comes, Delete. */
function SavedSearchRow({
  search,
  onStatus,
}: {
  search: SavedSearch;
  onStatus: (text: string) => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const describeFilters = useDescribeFilters();
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
          aria-label={t('recruiting.searches.openLabel', { name: search.name })}
        >
          <ExternalLink className="size-4" aria-hidden />
          {t('recruiting.searches.open')}
        </Link>
        <label htmlFor={frequencyId} className="sr-only">
          {t('recruiting.searches.frequencyLabel', { name: search.name })}
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
                  onStatus(
                    t('recruiting.searches.frequencyChanged', { name: search.name, frequency }),
                  ),
                onError: (failure) => setError(errorText(failure)),
              },
            );
          }}
        >
          {digestFrequencies.map((value) => (
            <option key={value} value={value}>
              {t(frequencyTexts[value])}
            </option>
          ))}
        </Select>
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="primary"
              disabled={remove.isPending}
              aria-label={t('recruiting.searches.deleteForGoodLabel', { name: search.name })}
              onClick={() => {
                setError(null);
                remove.mutate(search.id, {
                  onSuccess: () =>
                    onStatus(t('recruiting.searches.deleted', { name: search.name })),
                  onError: (failure) => setError(errorText(failure)),
                });
              }}
            >
              {t('recruiting.searches.deleteForGood')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('recruiting.searches.keep')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('recruiting.searches.deleteLabel', { name: search.name })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden />
            {t('recruiting.searches.delete')}
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
  const t = useT();
  const errorText = useErrorText();
  const query = useQuery(savedSearchListQueryOptions());
  const [status, setStatus] = useState('');
  const searches = query.data?.searches ?? [];

  return (
    <section aria-labelledby="saved-searches-heading" className="grid gap-5">
      <div>
        <h2 id="saved-searches-heading" className="text-2xl font-bold tracking-tight">
          {t('recruiting.searches.title')}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {t('recruiting.searches.intro', { max: MAX_SAVED_SEARCHES })}
        </p>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {status}
      </p>
      <ListState
        query={query}
        compact
        loading={t('recruiting.searches.loading')}
        errorTitle={t('recruiting.searches.loadFailed')}
        describeError={errorText}
        retry
        isEmpty={searches.length === 0}
        emptyView={
          <div className="border-border text-muted-foreground rounded-xl border border-dashed p-6 text-center text-sm">
            <p>{t('recruiting.searches.empty')}</p>
            <p className="mt-1">
              <RichMessage
                id="recruiting.searches.emptyHint"
                parts={{
                  link: (
                    <Link to="/athletes" className={textLinkClass}>
                      {t('recruiting.searches.emptyHint.link')}
                    </Link>
                  ),
                }}
              />
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
