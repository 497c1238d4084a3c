/** Answers offered for 'How did you hear about us?' on the full sign-up form. */
export const HEARD_ABOUT_US_OPTIONS: readonly string[] = [
  'A friend or colleague',
  'An artist',
  'Instagram',
  'Facebook',
  'Search engine',
  'Newspaper or magazine',
  'An art fair or event',
  'Other',
];
