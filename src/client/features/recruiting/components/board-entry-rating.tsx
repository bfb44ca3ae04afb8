import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/** A card's rating: radios from 1 to 5 and None, drawn as a row of small buttons. */
export function BoardEntryRating({
  idBase,
  name,
  rating,
  onRate,
}: {
  idBase: string;
  /** the athlete's name, for screen readers */
  name: string;
  rating: number | null;
  onRate: (rating: number | null, control: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="text-muted-foreground mb-1 text-xs font-medium">
        {t('recruiting.board.yourRating')}
        <span className="sr-only">{t('recruiting.board.ratingOf', { name })}</span>
      </legend>
      <div className="flex flex-wrap gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <label
            key={value}
            className={cn(
              'has-focus-visible:ring-primary/40 grid size-7 cursor-pointer place-items-center rounded-md border text-xs font-semibold has-focus-visible:ring-3',
              rating === value
                ? 'bg-primary text-primary-foreground border-primary'
                : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${idBase}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => onRate(value, `rating-${value}`)}
            />
            <span aria-hidden>{value}</span>
            <span className="sr-only">{t('recruiting.board.ratingValue', { rating: value })}</span>
          </label>
        ))}
        <label
          className={cn(
            'has-focus-visible:ring-primary/40 grid h-7 cursor-pointer place-items-center rounded-md border px-2 text-xs has-focus-visible:ring-3',
            rating === null
              ? 'bg-muted border-foreground/30 font-semibold'
              : 'border-border hover:bg-muted',
          )}
        >
          <input
            type="radio"
            className="sr-only"
            name={`${idBase}-rating`}
            value=""
            checked={rating === null}
            onChange={() => onRate(null, 'rating-none')}
          />
          {t('recruiting.board.noneRating')}
        </label>
      </div>
    </fieldset>
  );
}
