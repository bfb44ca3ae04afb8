import { isApiErrorBody, type ApiErrorBody } from '../../shared/api-error';

/** An error answer from the API, or a request that never reached it (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get fieldErrors(): Record<string, string[]> {
    return this.body.fieldErrors ?? {};
  }
}

const unreachable: ApiErrorBody = {
  code: 'NETWORK',
  message: 'We could not reach the server. Check your connection and try again.',
};

const unexpected: ApiErrorBody = {
  code: 'INTERNAL',
  message: 'Something went wrong on our side. Please try again.',
};

/** Calls the site's own API with JSON in and out; any error answer becomes an ApiError. */
export async function apiRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; json?: unknown } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      headers: options.json === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, unreachable);
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw new ApiError(res.status, isApiErrorBody(body) ? body : unexpected);
  return body as T;
}
