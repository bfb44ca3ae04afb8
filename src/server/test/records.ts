/** Whether the record has a value for every one of the keys. */
function hasEvery<K extends string, V>(
  record: Partial<Record<K, V>>,
  keys: readonly K[],
): record is Record<K, V> {
  return keys.every((key) => key in record);
}

/** A record of a value for each key, worked out one key after the other, in the keys' order. */
export async function recordOf<K extends string, V>(
  keys: readonly K[],
  valueOf: (key: K) => Promise<V>,
): Promise<Record<K, V>> {
  const record: Partial<Record<K, V>> = {};
  for (const key of keys) record[key] = await valueOf(key);
  if (!hasEvery(record, keys)) throw new Error('A key was left without a value.');
  return record;
}
