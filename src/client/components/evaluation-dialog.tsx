import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  coachLevelLabels,
  coachLevels,
  MAX_ASSESSMENT_CHARS,
  MAX_EVALUATION_LEVELS,
  MAX_MEASUREMENTS,
  type CoachLevel,
} from '#shared/recruiting';
import type { EvaluationUpdate } from '#shared/schemas/evaluations';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';

type Measurement = EvaluationUpdate['measurements'][number];

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * The form of an evaluation (docs/product.md#evaluations), to write one or change one's own: the
 * assessment, up to three projected levels and measured values with the day each was taken.
 */
export function EvaluationDialog({
  open,
  onOpenChange,
  athleteName,
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  athleteName: string;
  initial?: EvaluationUpdate;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (value: EvaluationUpdate) => void;
}) {
  const id = useId();
  const [assessment, setAssessment] = useState(initial?.assessment ?? '');
  const [levels, setLevels] = useState<CoachLevel[]>(initial?.projectedLevels ?? []);
  const [measurements, setMeasurements] = useState<Measurement[]>(initial?.measurements ?? []);
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const fieldError = (name: string) => fieldErrors[name]?.[0];
  const measurementError = Object.entries(fieldErrors).find(([key]) =>
    key.startsWith('measurements'),
  )?.[1][0];

  const setMeasurement = (index: number, change: Partial<Measurement>) =>
    setMeasurements((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={`Evaluation of ${athleteName}`}
      description="The athlete reads every evaluation of themselves and chooses whether their page shows it. They cannot change what you write."
    >
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ assessment, projectedLevels: levels, measurements });
        }}
      >
        <FormField
          label="Assessment"
          error={fieldError('assessment')}
          hint={`${assessment.length} of ${MAX_ASSESSMENT_CHARS} characters`}
        >
          <Textarea
            value={assessment}
            maxLength={MAX_ASSESSMENT_CHARS}
            rows={6}
            required
            onChange={(event) => setAssessment(event.target.value)}
          />
        </FormField>

        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            Projected levels{' '}
            <span className="text-muted-foreground font-normal">
              (up to {MAX_EVALUATION_LEVELS})
            </span>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {coachLevels.map((level) => {
              const checked = levels.includes(level);
              return (
                <label key={level} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="accent-primary size-4"
                    checked={checked}
                    disabled={!checked && levels.length >= MAX_EVALUATION_LEVELS}
                    onChange={() =>
                      setLevels((current) =>
                        checked ? current.filter((l) => l !== level) : [...current, level],
                      )
                    }
                  />
                  {coachLevelLabels[level]}
                </label>
              );
            })}
          </div>
          {fieldError('projectedLevels') ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {fieldError('projectedLevels')}
            </p>
          ) : null}
        </fieldset>

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
                onClick={() => setMeasurements((rows) => rows.filter((_, i) => i !== index))}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </div>
          ))}
          {measurementError ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {measurementError}
            </p>
          ) : null}
          {measurements.length < MAX_MEASUREMENTS ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`${id}-measure-limit`}
                onClick={() =>
                  setMeasurements((rows) => [...rows, { name: '', value: '', takenOn: today() }])
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

        {error && Object.keys(fieldErrors).length === 0 ? (
          <Alert tone="error">{errorMessage(error, 'The evaluation could not be saved.')}</Alert>
        ) : null}
        <DialogButtons
          submit={submitLabel}
          busy={busy}
          busyLabel="Saving..."
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
