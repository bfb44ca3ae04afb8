import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiErrorBody } from '#shared/api-error';

/** An error answer from the API, with the server's message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let fetchForRendering: (() => typeof fetch | undefined) | undefined;

/**
 * During server rendering every API call of the page must be answered in-process, with the
 * cookies of the request being rendered; the rendering entry says which fetch that is (it keeps
 * one per request). In the browser it is the browser's fetch.
 */
export function renderWithFetch(current: () => typeof fetch | undefined): void {
  fetchForRendering = current;
}

export const currentFetch = (): typeof fetch => fetchForRendering?.() ?? fetch;

/** What both API callers read of an answer; a fetch Response and a typed client answer alike. */
type Answer = { ok: boolean; status: number; text(): Promise<string> };

/**
 * The body of an answer, parsed; a non-2xx answer throws an ApiError carrying the server's
 * `{ code, message, fieldErrors }`, or a plain message when the answer has another shape.
 */
export async function readAnswer(res: Answer): Promise<unknown> {
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (res.ok) return data;
  if (isApiErrorBody(data)) {
    throw new ApiError(res.status, data.code, data.message, data.fieldErrors);
  }
  const message =
    typeof (data as { message?: unknown } | null)?.message === 'string'
      ? (data as { message: string }).message
      : res.status === 429
        ? 'Too many attempts. Please wait a minute and try again.'
        : 'The request failed. Please try again.';
  throw new ApiError(res.status, 'HTTP_' + res.status, message);
}

/**
 * JSON in, JSON out, for the routes the typed client does not know: better-auth's, whose shapes
 * are its own. Everything else goes through `#client/lib/api-client`.
 */
export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const res = await currentFetch()(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  return (await readAnswer(res)) as T;
}

/** Shows the server's per-field messages under the matching form fields; true if any matched. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let matched = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field) && messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      matched = true;
    }
  }
  return matched;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
