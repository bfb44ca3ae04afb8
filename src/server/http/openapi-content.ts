import type { z } from '@hono/zod-openapi';

/** A JSON answer in a route's `responses`. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON body in a route's `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** The refusal of a route that needs a signed-in caller, in its `responses` (`...notSignedIn`). */
export const notSignedIn = { 401: { description: 'Not signed in' } };
