/**
 * A request's init with `duplex: 'half'`, which fetch needs to send a stream as the body; the
 * DOM's RequestInit type (the one `app.request` takes) does not name it.
 */
export function halfDuplex(init: RequestInit) {
  return Object.assign(init, { duplex: 'half' as const });
}
