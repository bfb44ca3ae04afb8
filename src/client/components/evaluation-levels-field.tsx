import type { Dispatch, SetStateAction } from 'react';
import { coachLevels, MAX_EVALUATION_LEVELS, type CoachLevel } from '#shared/recruiting';
import { useT } from '#client/lib/i18n/i18n';
import { evaluationLevelTexts } from './evaluation-level-texts';

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
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">
        {t('evaluations.levels.legend')}{' '}
        <span className="text-muted-foreground font-normal">
          {t('evaluations.levels.upTo', { max: MAX_EVALUATION_LEVELS })}
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
                  onLevels((current) =>
                    checked ? current.filter((l) => l !== level) : [...current, level],
                  )
                }
              />
              {t(evaluationLevelTexts[level])}
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
