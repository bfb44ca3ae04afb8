/**
 * A dynamic import that is kept once it has loaded, so a component can render the loaded module
 * at once next time. (React.lazy suspends every new instance, and React holds a Suspense reveal
 * back for about 300 ms: too slow for a video that should start on click.) A failed load is
 * forgotten, so it can be tried again.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    /** The module if it has loaded. */
    get: (): T | undefined => value,
    load: (): Promise<T> => {
      pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
