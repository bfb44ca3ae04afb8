import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isRealTime } from '#shared/schemas/keyset-cursor';
import { isUuid } from '#shared/uuid';

/**
 * Page links of lists read newest first in keyset pages: the last row's creation time and id
 * (and what else a list needs), as base64url JSON. Nothing in them is trusted: a link that does
 * not decode to a real time and a uuid is refused.
 */
export const encodeCursor = (parts: readonly unknown[]): string =>
  Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The parts of a page link, or null when it is not one. */
export function decodeCursor(value: string): unknown[] | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return Array.isArray(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The [createdAt, id] a cursor starts with, if both are well formed. */
export function cursorPosition(
  parts: readonly unknown[],
): { createdAt: string; id: string } | null {
  const [createdAt, id] = parts;
  if (typeof createdAt !== 'string' || typeof id !== 'string') return null;
  return isRealTime(createdAt) && isUuid(id) ? { createdAt, id } : null;
}

/**
 * A creation time as cursors carry it, to the microsecond: a JavaScript Date would round it off
 * and skip or repeat rows between pages.
 */
export const cursorTimeOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
