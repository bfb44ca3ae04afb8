import { useContext, useEffect, useState } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';

/** How long typing pauses before a search is sent. */
export const SEARCH_DELAY_MS = 300;

/** An update of the address's search that sets one parameter, or removes it when empty. */
export const withParam =
  (name: string, value: string | undefined) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (value) next.set(name, value);
    else next.delete(name);
    return next;
  };

/** The value once it has stopped changing for `delay` ms: one search per pause in typing. */
export function useSettled<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The text of a search box that lives in the address (`?q=` by default), so a search can be
 * shared and Back returns to it. What is typed goes into the address once typing pauses, never
 * while a navigation is under way: a result followed within the pause (its page still loading)
 * would otherwise be replaced by the search. When the address changes by other means (Back, a
 * link, a Clear button) the box follows it.
 */
export function useSearchText({
  name = 'q',
  delay = SEARCH_DELAY_MS,
  onWrite,
}: { name?: string; delay?: number; onWrite?: () => void } = {}) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  // The router draws its changes in a transition, so the page may not know yet that a link was
  // just followed: the pause's end asks the router itself.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const inAddress = params.get(name)?.trim() ?? '';
  const [text, setText] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  const typed = text.trim();
  if (inAddress !== seen) {
    setSeen(inAddress);
    // A space just typed after a word is kept: only another search replaces the text.
    if (inAddress !== typed) setText(inAddress);
  }

  const write = (value: string) => {
    setParams(withParam(name, value), { replace: true });
    onWrite?.();
  };

  useEffect(() => {
    if (navigating || typed === inAddress) return;
    const timer = setTimeout(() => {
      if (!router) return write(typed);
      // A navigation under way, or an address already changed by other means (a Clear button,
      // Back) that the page has not redrawn yet: the box will follow the address, not undo it.
      const { location, navigation } = router.state;
      const now = new URLSearchParams(location.search).get(name)?.trim() ?? '';
      const unchanged = location.pathname === pathname && now === inAddress;
      if (navigation.state === 'idle' && unchanged) write(typed);
    }, delay);
    return () => clearTimeout(timer);
    // `write` is remade on every render; what is typed, the address and a navigation decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, inAddress, navigating, delay, router, pathname]);

  return {
    /** What the box shows. */
    text,
    setText,
    /** Sends the search now (the form's Enter). */
    commit: () => {
      if (typed !== inAddress) write(typed);
    },
  };
}
