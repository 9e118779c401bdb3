import { z } from 'zod/mini';

// Shapes many calls share.

/**
 * Laravel-shaped error answer (ARCHITECTURE.md, HTTP conventions) with stable codes: `code` is the key of
 * `message` and `codes` the keys of `errors`, field by field. The words follow the reader's language; a client
 * decides by the codes.
 */
export const apiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  codes: z.optional(z.record(z.string(), z.array(z.string()))),
});

export const messageAnswer = z.object({ message: z.string() });

/** The longest value of a parameter another site hands back in a redirect (OAuth code and state, a referral). */
export const REDIRECT_PARAM_MAX = 2048;

/** The largest id a table holds: ids are 32-bit integers on PostgreSQL (SQLite would take more). */
export const MAX_DB_ID = 2_147_483_647;

/**
 * A database id in a path: a positive integer up to MAX_DB_ID; anything else is a 404 (a larger number
 * would make PostgreSQL fail the query with "out of range" instead of finding nothing).
 */
export const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.number().check(z.lte(MAX_DB_ID)),
  ),
);
export const idParams = z.object({ id: idParam });

/**
 * A database id in a JSON body: a positive integer up to MAX_DB_ID, with the call's own message (a larger number
 * would make PostgreSQL fail the query with "out of range" instead of finding nothing).
 */
export const dbId = (error = 'invalidType') => z.number({ error }).check(z.int({ error }), z.positive({ error }), z.lte(MAX_DB_ID, { error }));
