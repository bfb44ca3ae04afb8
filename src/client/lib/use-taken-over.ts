import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser takes its HTML over, true after. A part that shows
 * only with an answer the server does not fetch (the coach's standing) renders as the server did
 * until then: otherwise it would not match the page's HTML whenever the answer came first.
 */
export const useTakenOver = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
