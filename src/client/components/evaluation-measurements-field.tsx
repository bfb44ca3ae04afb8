import { Plus, Trash2 } from 'lucide-react';
import { useId, type Dispatch, type SetStateAction } from 'react';
import { MAX_MEASUREMENTS } from '#shared/recruiting';
import type { EvaluationUpdate } from '#shared/schemas/evaluations';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';

export type Measurement = EvaluationUpdate['measurements'][number];

const today = () => new Date().toLocaleDateString('en-CA');

/** An evaluation's measurements: a row each of what, the value and the day, added and removed. */
export function EvaluationMeasurementsField({
  measurements,
  onMeasurements,
  error,
}: {
  measurements: Measurement[];
  onMeasurements: Dispatch<SetStateAction<Measurement[]>>;
  error: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const setMeasurement = (index: number, change: Partial<Measurement>) =>
    onMeasurements((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">{t('evaluations.measurements.legend')}</legend>
      {measurements.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('evaluations.measurements.none')}</p>
      ) : null}
      {measurements.map((row, index) => (
        <div
          key={index}
          className="border-border grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_8rem_10rem_auto] sm:items-end"
        >
          <FormField label={t('evaluations.measurements.name', { number: index + 1 })}>
            <Input
              value={row.name}
              maxLength={60}
              placeholder={t('evaluations.measurements.namePlaceholder')}
              required
              onChange={(event) => setMeasurement(index, { name: event.target.value })}
            />
          </FormField>
          <FormField label={t('evaluations.value')}>
            <Input
              value={row.value}
              maxLength={30}
              placeholder={t('evaluations.measurements.valuePlaceholder')}
              required
              onChange={(event) => setMeasurement(index, { value: event.target.value })}
            />
          </FormField>
          <FormField label={t('evaluations.takenOn')}>
            <Input
              type="date"
              value={row.takenOn}
              max={today()}
              required
              onChange={(event) => setMeasurement(index, { takenOn: event.target.value })}
            />
          </FormField>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('evaluations.measurements.remove', { number: index + 1 })}
            onClick={() => onMeasurements((rows) => rows.filter((_, i) => i !== index))}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {measurements.length < MAX_MEASUREMENTS ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-describedby={`${id}-measure-limit`}
            onClick={() =>
              onMeasurements((rows) => [...rows, { name: '', value: '', takenOn: today() }])
            }
          >
            <Plus className="size-4" aria-hidden />
            {t('evaluations.measurements.add')}
          </Button>
          <span id={`${id}-measure-limit`} className="sr-only">
            {t('evaluations.measurements.limit', { max: MAX_MEASUREMENTS })}
          </span>
        </div>
      ) : null}
    </fieldset>
  );
}
