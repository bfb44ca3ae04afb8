import { z } from './zod';
import { lineText, multilineText } from './text';
import {
  coachLevels,
  MAX_ASSESSMENT_CHARS,
  MAX_EVALUATION_LEVELS,
  MAX_MEASUREMENTS,
} from '../recruiting';

// Evaluations (docs/product.md#evaluations): a verified coach's written assessment of an
// athlete, the levels they project and what they measured. The athlete reads every one and
// chooses which their page shows.

const uuid = (error: string) =>
  z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error });

/** The day after today (UTC): an athlete a time zone ahead may already be living in it. */
const latestDay = () => new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);

export const measurementSchema = z
  .object({
    name: lineText()
      .trim()
      .min(1, 'Say what was measured, for example 40-yard dash.')
      .max(60, 'A measurement name is at most 60 characters.'),
    value: lineText()
      .trim()
      .min(1, 'Give the measured value.')
      .max(30, 'A measured value is at most 30 characters.'),
    takenOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day it was taken as YYYY-MM-DD.')
      .refine((day) => {
        const time = Date.parse(`${day}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
      }, 'That day does not exist.')
      .refine((day) => day <= latestDay(), 'The day it was taken cannot be in the future.'),
  })
  .strict();

const evaluationFields = {
  assessment: multilineText()
    .trim()
    .min(1, 'Write your assessment.')
    .max(MAX_ASSESSMENT_CHARS, `An assessment is at most ${MAX_ASSESSMENT_CHARS} characters.`),
  projectedLevels: z
    .array(z.enum(coachLevels))
    .max(MAX_EVALUATION_LEVELS, `Choose at most ${MAX_EVALUATION_LEVELS} projected levels.`)
    .refine((levels) => new Set(levels).size === levels.length, 'Choose each level once.'),
  measurements: z
    .array(measurementSchema)
    .max(MAX_MEASUREMENTS, `List at most ${MAX_MEASUREMENTS} measurements.`),
};

/** POST /api/recruiting/evaluations */
export const evaluationInputSchema = z
  .object({ athleteId: uuid('There is no athlete with this id.'), ...evaluationFields })
  .strict();
export type EvaluationInput = z.infer<typeof evaluationInputSchema>;

/** PATCH /api/recruiting/evaluations/{id}: the author changes what they wrote. */
export const evaluationUpdateSchema = z.object(evaluationFields).strict();
export type EvaluationUpdate = z.infer<typeof evaluationUpdateSchema>;

export const evaluationIdParamSchema = z
  .object({ id: uuid('There is no evaluation with this id.') })
  .strict();
export const athleteIdParamSchema = z.object({ id: z.string().max(100) }).strict();

/** PATCH /api/me/evaluations/{id}: the athlete shows or hides one on their page. */
export const evaluationShownSchema = z.object({ shown: z.boolean() }).strict();

const badgeSchema = z.object({ institution: z.string(), level: z.enum(coachLevels) });

const evaluationBody = {
  id: z.string(),
  assessment: z.string(),
  projectedLevels: z.array(z.enum(coachLevels)),
  measurements: z.array(z.object({ name: z.string(), value: z.string(), takenOn: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** An evaluation as the athlete and their page's readers see it: by whom, with their badge. */
export const evaluationSchema = z.object({
  ...evaluationBody,
  coachName: z.string(),
  /** the author's badge while they are verified; null once their verification has lapsed */
  badge: badgeSchema.nullable(),
  shown: z.boolean(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;
export const evaluationListSchema = z.object({ items: z.array(evaluationSchema) });
export type EvaluationList = z.infer<typeof evaluationListSchema>;

/** An evaluation as its author lists it: about whom (null once the athlete is hidden to them). */
export const writtenEvaluationSchema = z.object({
  ...evaluationBody,
  athleteId: z.string(),
  athlete: z.object({ firstName: z.string(), lastName: z.string(), sport: z.string() }).nullable(),
  shown: z.boolean(),
});
export type WrittenEvaluation = z.infer<typeof writtenEvaluationSchema>;
export const writtenEvaluationListSchema = z.object({ items: z.array(writtenEvaluationSchema) });
