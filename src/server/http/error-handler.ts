import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { ApiErrorBody, ErrorCode } from '#shared/api-error';
import { AppError } from './app-error';
import { loggedPath } from './request-logger';

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

export function fieldErrorsFromZod(error: ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_form';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/**
 * The error came from the client closing its connection (an upload cut off halfway, a page
 * closed while its request was read): not the server's failure.
 */
export function clientWentAway(error: unknown, c: Context): boolean {
  if (!c.req.raw.signal.aborted) return false;
  const code = (error as { code?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || name === 'AbortError';
}

/** Turns anything thrown by a handler into `{ code, message, fieldErrors }`; never a stack trace. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
    return c.json(body, error.status);
  }
  if (error instanceof ZodError) {
    const fieldErrors = fieldErrorsFromZod(error);
    const first = error.issues[0]?.message ?? 'The request is not valid.';
    return c.json<ApiErrorBody>({ code: 'VALIDATION_FAILED', message: first, fieldErrors }, 400);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return c.json<ApiErrorBody>(
      { code: codeByStatus[status] ?? 'BAD_REQUEST', message: error.message || 'Bad request.' },
      status,
    );
  }
  if (clientWentAway(error, c)) {
    // Nobody is there to read an answer: the request log's line is enough, no stack trace.
    return c.json<ApiErrorBody>(
      { code: 'BAD_REQUEST', message: 'The request ended before it was complete.' },
      400,
    );
  }
  console.error(`[error] ${c.req.method} ${loggedPath(c.req.path)}`, error);
  return c.json<ApiErrorBody>(
    { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    500,
  );
}
