import { Plus, Trash2 } from 'lucide-react';
import { useId, type Dispatch, type SetStateAction } from 'react';
import { MAX_MEASUREMENTS } from '#shared/recruiting';
import type { EvaluationUpdate } from '#shared/schemas/evaluations';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';

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
  const id = useId();
  const setMeasurement = (index: number, change: Partial<Measurement>) =>
    onMeasurements((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium">Measurements</legend>
      {measurements.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          None yet. Add what you measured, such as a 40-yard dash or a vertical jump.
        </p>
      ) : null}
      {measurements.map((row, index) => (
        <div
          key={index}
          className="border-border grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_8rem_10rem_auto] sm:items-end"
        >
          <FormField label={`Measurement ${index + 1}`}>
            <Input
              value={row.name}
              maxLength={60}
              placeholder="40-yard dash"
              required
              onChange={(event) => setMeasurement(index, { name: event.target.value })}
            />
          </FormField>
          <FormField label="Value">
            <Input
              value={row.value}
              maxLength={30}
              placeholder="4.6 s"
              required
              onChange={(event) => setMeasurement(index, { value: event.target.value })}
            />
          </FormField>
          <FormField label="Taken on">
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
            aria-label={`Remove measurement ${index + 1}`}
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
            Add a measurement
          </Button>
          <span id={`${id}-measure-limit`} className="sr-only">
            Up to {MAX_MEASUREMENTS} measurements
          </span>
        </div>
      ) : null}
    </fieldset>
  );
}
