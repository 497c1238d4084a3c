/**
 * The taste engine's constants that pages and the server share. The rating codes, the sale
 * weight and the re-rank batch size are product constants and live in ../constants.ts; the
 * model's own constants live beside it in model.ts.
 */

/** The middle of a formal axis, between its two poles. */
export const AXIS_MIDDLE = 0.5;
