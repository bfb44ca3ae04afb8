import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#shared/api-error';

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  SIGN_IN_AGAIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_DECLINED: 402,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error services throw; the app's error handler turns it into an answer. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}
