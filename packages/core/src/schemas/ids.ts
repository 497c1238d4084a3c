import { z } from 'zod';
import { ID_MAX } from '../constants.ts';

/*
 * Every id a client sends names a row of an integer key: a whole number from 1 to ID_MAX. One
 * schema for them all, so a malformed or out-of-range id is a 400 with this message on every
 * route, and a well-formed one that names nothing is the route's own 404. Nothing else reaches
 * the database.
 */

export const ID_MESSAGE = `An id is a whole number from 1 to ${ID_MAX}`;

/** An id in a JSON body: a number, whole, in range. */
export const rowId = (message: string = ID_MESSAGE) => z.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

/**
 * An id in a path or a query string: its text must be digits only (no sign, point, exponent or
 * hex), then the same range.
 */
export const rowIdParam = (message: string = ID_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(rowId(message));

/** `{ id }` of a path such as /api/artworks/{id}. */
export const idParamsSchema = z.object({ id: rowIdParam() });
