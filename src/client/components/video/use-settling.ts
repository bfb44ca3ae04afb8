import { useEffect, useState } from 'react';

// SPEC §9 Player: the spinner shows for 300 ms.
const SPINNER_MS = 300;

/** True for the first 300 ms after the source changes (SPEC §2: the loading spinner). */
export function useSettling(source: string): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(source), SPINNER_MS);
    return () => clearTimeout(timer);
  }, [source]);
  return settled !== source;
}
