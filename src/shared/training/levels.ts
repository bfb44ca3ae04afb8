/**
 * Training levels, easiest first (docs/product.md#training-catalogue). Basic is the default tab.
 */
export const trainingLevels = ['basic', 'intermediate', 'advanced', 'elite'] as const;

export type TrainingLevel = (typeof trainingLevels)[number];

export const defaultTrainingLevel: TrainingLevel = 'basic';

export const trainingLevelLabels: Record<TrainingLevel, string> = {
  basic: 'Basic',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  elite: 'Elite',
};

export function isTrainingLevel(value: unknown): value is TrainingLevel {
  return typeof value === 'string' && (trainingLevels as readonly string[]).includes(value);
}
