/** Demo people get stable ids, so the same seed gives the same catalogue. */
export const demoUserId = (key: string) => `demo_${key}`;

/** Listing dates are measured back from a fixed day, not from now, so a reload changes nothing. */
export const CATALOGUE_REFERENCE_DATE = Date.UTC(2026, 10, 1);
export const daysBefore = (days: number) => new Date(CATALOGUE_REFERENCE_DATE - days * 86_400_000);
