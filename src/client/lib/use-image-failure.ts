import { useCallback, useState } from 'react';

/**
 * Whether an image failed to load. On a page rendered by the server the image may fail before
 * the page's code runs, when no error listener is there yet: the ref checks it once attached
 * (a broken image that has finished cannot be decoded).
 */
export function useImageFailure() {
  const [failed, setFailed] = useState(false);
  const watch = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete) image.decode().catch(() => setFailed(true));
  }, []);
  return { failed, watch, onError: () => setFailed(true) };
}
