/** A click or key press index.html held while the part of the page it landed on had no code. */
type HeldInput = { target: HTMLElement; type: 'click' | 'keydown'; key: string };

declare global {
  interface Window {
    /** index.html's inline script: hands over what it held inside `within` (see there). */
    releaseHeldInput?: (within?: Element) => HeldInput[];
  }
}

/**
 * Replays the clicks and key presses made on the server's HTML before its code took it over:
 * inside `within` (a deferred section that has just become interactive), or, without it, on
 * the page the root has just hydrated (deferred sections still waiting keep theirs).
 */
export function replayHeldInput(within?: Element): void {
  for (const { target, type, key } of window.releaseHeldInput?.(within) ?? []) {
    if (!target.isConnected) continue;
    if (type === 'click') target.click();
    else
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }
}
