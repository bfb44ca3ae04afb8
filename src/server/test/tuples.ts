/** A tuple of `N` values of type `T` (N a small number literal). */
export type TupleOf<T, N extends number, Made extends T[] = []> = Made['length'] extends N
  ? Made
  : TupleOf<T, N, [...Made, T]>;

function hasLength<T, N extends number>(list: T[], count: N): list is TupleOf<T, N> & T[] {
  return list.length === count;
}

/**
 * The values as a tuple of `count`, so each can be named without `!`: `const [a, b] =
 * exactly(2, rows)`. Any other number of values fails the test.
 */
export function exactly<T, N extends number>(count: N, list: T[]): TupleOf<T, N> {
  if (!hasLength(list, count)) throw new Error(`Expected ${count} values, got ${list.length}`);
  return list;
}
