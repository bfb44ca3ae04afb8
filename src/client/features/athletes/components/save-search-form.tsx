import { BellPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { digestFrequencies, type DigestFrequency } from '#shared/recruiting';
import {
  filtersFromSearchParams,
  hasAnyFilter,
  SAVED_SEARCH_NAME_MAX,
} from '#shared/saved-search-filters';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { RichMessage } from '#client/components/rich-message';
import { ApiError } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { useCreateSavedSearch } from '#client/lib/saved-searches';

const frequencyLabels: Record<DigestFrequency, MessageId> = {
  daily: 'athletes.saveSearch.daily',
  weekly: 'athletes.saveSearch.weekly',
};

/** The server's words for a failed save (in English), or null when it gave none. */
const serverText = (error: unknown) =>
  error instanceof ApiError ? (Object.values(error.fieldErrors).flat()[0] ?? error.message) : null;

/**
 * "Save this search" for verified coaches (docs/product.md#coach-search): the filters in the
 * address are saved with a name and a daily or weekly email of new athletes who match.
 */
export function SaveSearchForm({ params }: { params: URLSearchParams }) {
  const t = useT();
  const shown = useShownText();
  const filters = filtersFromSearchParams(params);
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<DigestFrequency>('weekly');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const nameId = useId();

  if (!hasAnyFilter(filters)) {
    return (
      <p className="text-muted-foreground mt-4 text-sm">{t('athletes.saveSearch.noFilters')}</p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(
      { name, filters, frequency },
      {
        onSuccess: (search) => {
          setSaved(search.name);
          setOpen(false);
          setName('');
        },
        onError: (failure) => {
          const text = serverText(failure);
          setError(text ? shown(text) : t('athletes.saveSearch.failed'));
        },
      },
    );
  };

  return (
    <div className="mt-4">
      <p role="status" className="text-sm">
        {saved ? (
          <RichMessage
            id="athletes.saveSearch.saved"
            values={{ name: saved }}
            parts={{
              link: (
                <Link to="/recruiting" className="text-primary font-medium hover:underline">
                  {t('athletes.saveSearch.saved.link')}
                </Link>
              ),
            }}
          />
        ) : null}
      </p>
      {open ? (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_auto_auto] sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor={nameId} className="text-sm font-medium">
              {t('athletes.saveSearch.name')}
            </label>
            <Input
              id={nameId}
              value={name}
              required
              autoFocus
              maxLength={SAVED_SEARCH_NAME_MAX}
              placeholder={t('athletes.saveSearch.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 text-sm font-medium">
              {t('athletes.saveSearch.frequency')}
            </legend>
            <div className="flex gap-4">
              {digestFrequencies.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="digest-frequency"
                    value={value}
                    className="accent-primary size-4"
                    checked={frequency === value}
                    onChange={() => setFrequency(value)}
                  />
                  {t(frequencyLabels[value])}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex gap-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('athletes.saveSearch.saving') : t('athletes.saveSearch.save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('athletes.saveSearch.cancel')}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-600 sm:col-span-3 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setSaved(null);
            setOpen(true);
          }}
        >
          <BellPlus className="size-4" aria-hidden />
          {t('athletes.saveSearch.open')}
        </Button>
      )}
    </div>
  );
}
