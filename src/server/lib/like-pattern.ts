/**
 * A user's text as a LIKE/ILIKE pattern matches it literally: `%`, `_` and the escape character
 * itself are escaped (PostgreSQL's default escape is the backslash).
 */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
