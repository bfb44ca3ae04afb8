import { z } from 'zod';

/**
 * The rows of a raw statement's result (`await db.execute(sql`…`)`, which Drizzle types as
 * unknown), each checked against `row`: a result of another shape fails the test.
 */
export function rowsOf<Row>(result: unknown, row: z.ZodType<Row>): Row[] {
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/** The one row a query found; none, or more than one, fails the test. */
export function onlyRow<Row>(rows: Row[]): Row {
  const [row, ...more] = rows;
  if (row === undefined || more.length > 0) {
    throw new Error(`Expected one row, got ${rows.length}`);
  }
  return row;
}
