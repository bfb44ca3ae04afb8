import type { Dispatch, SetStateAction } from 'react';
import {
  coachLevelLabels,
  coachLevels,
  MAX_EVALUATION_LEVELS,
  type CoachLevel,
} from '#shared/recruiting';

/** An evaluation's projected levels: a checkbox each, the others off once the limit is reached. */
export function EvaluationLevelsField({
  levels,
  onLevels,
  error,
}: {
  levels: CoachLevel[];
  onLevels: Dispatch<SetStateAction<CoachLevel[]>>;
  error: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        Projected levels{' '}
        <span className="text-muted-foreground font-normal">(up to {MAX_EVALUATION_LEVELS})</span>
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
                  onLevels((current) =>
                    checked ? current.filter((l) => l !== level) : [...current, level],
                  )
                }
              />
              {coachLevelLabels[level]}
            </label>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
