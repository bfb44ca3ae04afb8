// The Channels & training section's fixed values, without zod, so pages can read them; the
// schemas are in ./schemas/admin-channels.ts.

/**
 * Livepeer Studio offers no call, among those this site relies on, that ends a running session
 * and leaves the stream in place: a new key replaces the stream, which ends its broadcast.
 */
export const livepeerEndBroadcastMessage =
  'Broadcasts on Livepeer channels cannot be ended from here. Rotate the stream key instead: the old stream is replaced and its broadcast ends.';
