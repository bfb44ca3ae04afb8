import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiRoutes, DevMailboxRoutes } from '#server/api-type';
import { currentFetch, readAnswer } from './api';

/**
 * The site's API, typed from the server's own route definitions: a request or an answer that
 * no longer matches them fails the build, not a page. Its fetch is the browser's, or during
 * server rendering the one answering in-process for the request being rendered (see apiFetch).
 */
export const api = hc<ApiRoutes>('/api', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => currentFetch()(input, init),
  init: { credentials: 'same-origin' },
});

/** The dev mailbox exists outside production only, so it has a client of its own. */
export const devMailboxApi = hc<DevMailboxRoutes>('/api/dev/mailbox', {
  init: { credentials: 'same-origin' },
});

/** The body type of an answer's success statuses. */
type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'>
    ? Status extends SuccessStatusCode
      ? Body
      : never
    : never;

/** The body a typed request answers with when it succeeds. */
export type ApiData<Request extends (...args: never[]) => Promise<unknown>> = SuccessBody<
  Awaited<ReturnType<Request>>
>;

/**
 * The body of a successful answer to a typed request; any other answer throws an ApiError with
 * the server's `{ code, message, fieldErrors }` (see readAnswer).
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  return (await readAnswer(await request)) as SuccessBody<R>;
}

/**
 * A value for a path parameter. The typed client puts parameters into the path as they are, so
 * a value from the address bar (`../admin`) must be encoded before it can reach another route.
 */
export const pathParam = (value: string) => encodeURIComponent(value);

/** Per-request options: the query's abort signal. */
export const withSignal = (signal?: AbortSignal) => ({ init: { signal } });
