import { useState } from 'react';
import { MAX_ASSESSMENT_CHARS, type CoachLevel } from '#shared/recruiting';
import type { EvaluationUpdate } from '#shared/schemas/evaluations';
import { Alert } from '#client/components/ui/alert';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
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
  const t = useT();
  const shown = useShownText();
  const [assessment, setAssessment] = useState(initial?.assessment ?? '');
  const [levels, setLevels] = useState<CoachLevel[]>(initial?.projectedLevels ?? []);
  const [measurements, setMeasurements] = useState<Measurement[]>(initial?.measurements ?? []);
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const shownError = (message: string | undefined) => (message ? shown(message) : undefined);
  const fieldError = (name: string) => shownError(fieldErrors[name]?.[0]);
  const measurementError = shownError(
    Object.entries(fieldErrors).find(([key]) => key.startsWith('measurements'))?.[1][0],
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('evaluations.dialog.title', { name: athleteName })}
      description={t('evaluations.dialog.description')}
    >
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ assessment, projectedLevels: levels, measurements });
        }}
      >
        <FormField
          label={t('evaluations.dialog.assessment')}
          error={fieldError('assessment')}
          hint={t('evaluations.dialog.characters', {
            count: assessment.length,
            max: MAX_ASSESSMENT_CHARS,
          })}
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
          <Alert tone="error">{shown(errorMessage(error, t('evaluations.dialog.failed')))}</Alert>
        ) : null}
        <DialogButtons
          submit={submitLabel}
          busy={busy}
          busyLabel={t('evaluations.dialog.saving')}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
