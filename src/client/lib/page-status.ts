import { isRouteErrorResponse, type ErrorResponse } from 'react-router';
import { ApiError } from './api';

/** Who may open a page that refuses the others with 403. */
export type PageAudience = 'admin';

/**
 * A page that cannot be shown to this visitor, as React Router carries it: thrown by a page's
 * prefetch on the server (src/client/entry-server.tsx answers with its status and renders the
 * route error page), and sent to the browser inside the router's state, so the page it takes
 * over is the same. Plain data, so it survives the JSON the state travels in.
 */
export type PageStatus = ErrorResponse & {
  status: 403 | 404;
  internal: false;
  data: { audience: PageAudience } | null;
};

export const pageNotFound = (): PageStatus => ({
  status: 404,
  statusText: 'Not Found',
  internal: false,
  data: null,
});

export const pageForbidden = (audience: PageAudience): PageStatus => ({
  status: 403,
  statusText: 'Forbidden',
  internal: false,
  data: { audience },
});

export const isPageStatus = (error: unknown): error is PageStatus =>
  isRouteErrorResponse(error) && (error.status === 403 || error.status === 404);

/** The API said there is no such thing (404): the page it is about does not exist either. */
export const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;
