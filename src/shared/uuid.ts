const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid as the database writes them (any case): checked before a uuid column is queried. */
export const isUuid = (value: string): boolean => UUID.test(value);
