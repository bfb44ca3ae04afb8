import { useState } from 'react';
import { MAX_ASSESSMENT_CHARS, type CoachLevel } from '#shared/recruiting';
import type { EvaluationUpdate } from '#shared/schemas/evaluations';
import { Alert } from '#client/components/ui/alert';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { EvaluationLevelsField } from './evaluation-levels-field';
import { EvaluationMeasurementsField, type Measurement } from './evaluation-measurements-field';

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
  const [assessment, setAssessment] = useState(initial?.assessment ?? '');
  const [levels, setLevels] = useState<CoachLevel[]>(initial?.projectedLevels ?? []);
  const [measurements, setMeasurements] = useState<Measurement[]>(initial?.measurements ?? []);
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const fieldError = (name: string) => fieldErrors[name]?.[0];
  const measurementError = Object.entries(fieldErrors).find(([key]) =>
    key.startsWith('measurements'),
  )?.[1][0];

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

        <EvaluationLevelsField
          levels={levels}
          onLevels={setLevels}
          error={fieldError('projectedLevels')}
        />
        <EvaluationMeasurementsField
          measurements={measurements}
          onMeasurements={setMeasurements}
          error={measurementError}
        />

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
