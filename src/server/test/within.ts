/**
 * Waits until `check` holds, asking again every 10 ms: for what the server promises to show
 * within a time (a change heard from another instance, an edit in a kept list). Fails past `ms`.
 * Resolves with the milliseconds it took.
 */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}
