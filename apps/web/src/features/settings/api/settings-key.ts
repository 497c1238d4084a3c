/** The settings answer's query key, apart from its reader: the e-mails' link pages load no zod (decision record 055). */
export const SETTINGS_QUERY_KEY = ['settings'] as const;
