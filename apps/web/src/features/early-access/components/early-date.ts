/** An early access' date (YYYY-MM-DD) as the spec shows it, mm/dd/yyyy; null for none. */
export function formatEarlyDate(value: string | null): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}
