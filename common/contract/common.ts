import { z } from 'zod/mini';

// Shapes many calls share.

/** Laravel-shaped error answer (ARCHITECTURE.md, HTTP conventions). */
export const apiErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});

export const messageAnswer = z.object({ message: z.string() });

/** A database id in a path: a positive integer; anything else is a 404. */
export const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
  z.transform((value) => Number(value)),
);
export const idParams = z.object({ id: idParam });
