import { useEffect, useState } from 'react';

// The spinner shows for 300 ms (docs/product.md#video-player).
const SPINNER_MS = 300;

/**
 * True for the first 300 ms after the source changes: the loading spinner
 * (docs/product.md#video-player).
 */
export function useSettling(source: string): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(source), SPINNER_MS);
    return () => clearTimeout(timer);
  }, [source]);
  return settled !== source;
}
