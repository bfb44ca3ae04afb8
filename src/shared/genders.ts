/**
 * The genders an athlete may give, as shown and as stored on profiles (one spelling everywhere;
 * migration 0009 turned the few lower-case ones into these).
 */
export const genders = ['Male', 'Female', 'Other'] as const;

export type Gender = (typeof genders)[number];

export const genderMessage = 'Please choose Male, Female or Other.';

export function isGender(value: string): value is Gender {
  return (genders as readonly string[]).includes(value);
}
