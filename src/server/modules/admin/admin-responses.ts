import { notSignedIn } from '#server/http/openapi-content';

/** The answers every /api/admin route documents besides its own. */
export const adminOnlyResponses = {
  400: { description: 'A field or a filter is not valid; fieldErrors names it' },
  ...notSignedIn,
  403: {
    description:
      'Not an administrator, or (code SIGN_IN_AGAIN) a session over 12 hours old or without the two-step sign-in the administrator has on',
  },
} as const;
