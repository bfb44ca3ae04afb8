import { useEffect, useRef, useState } from 'react';

/** `active` turns true on `wake()` and false again after `idleMs` without another. */
export function useRecentActivity(idleMs: number) {
  const [active, setActive] = useState(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const wake = () => {
    setActive(true);
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => setActive(false), idleMs);
  };

  return { active, wake };
}
