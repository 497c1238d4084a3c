/*
 * What a text field may hold. A NUL byte cannot reach PostgreSQL and other control characters
 * have no place in a title, a search or a passcode: the schemas refuse them with a message of
 * their own instead of letting the database fail.
 */

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const TEXT = /^[^\u0000-\u0008\u000b-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NUL = /^[^\u0000]*$/;

/** Text that may hold tabs and line breaks, and no other control character. */
export const PLAIN_TEXT = TEXT;
/** One line: no control character at all (a search, a name in a query string). */
export const ONE_LINE = LINE;
/** HTML from the editor: anything but a NUL byte (the sanitiser deals with the rest). */
export const NO_NUL = NUL;

/** What a field holding a control character is told, where its form has no word of its own. */
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove control characters';

/** What a request holding a NUL character anywhere (path, query, body, header) is told. */
export const NUL_MESSAGE = 'Please remove the NUL character: no text may hold one';
