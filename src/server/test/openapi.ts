import { z } from 'zod';

/** The parts of the app's OpenAPI document (/api/openapi.json) the tests read. */
export const openApiDocument = z.object({
  info: z.object({ title: z.string() }),
  /** Each path's operations, by method. */
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
