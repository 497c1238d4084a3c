import type { ZodString } from 'zod';

/*
 * What a text field may hold. A NUL byte cannot reach PostgreSQL and other control characters
 * have no place in a title, a search or a passcode: the schemas refuse them with a message of
 * their own instead of letting the database fail. Half of a surrogate pair (JSON's "\ud800"
 * alone) is refused too: it is no character at all, and encodeURIComponent throws on it.
 */

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\p{Cs}]*$/u;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const LINE = /^[^\u0000-\u001f\u007f\p{Cs}]*$/u;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NUL = /^[^\u0000]*$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SHOWN_LINE = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\p{Cs}]*$/u;

/** Text that may hold tabs and line breaks (\n, or \r\n as a form may send), and no other control character. */
export const PLAIN_TEXT = TEXT;
/** One line: no control character at all (a search, a name in a query string). */
export const ONE_LINE = LINE;
/** HTML from the editor: anything but a NUL byte (the sanitiser deals with the rest). */
export const NO_NUL = NUL;

/** What a field holding a control character is told, where its form has no word of its own. */
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove control characters';

/**
 * One line that other people see (a name, a city, a work's title): no control character (C0, DEL
 * or C1), and none of the invisible direction overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069) that make text read in another order than it is stored, so a name cannot pass
 * for another one.
 */
export const shownLine = (field: ZodString) => field.regex(SHOWN_LINE, CONTROL_CHARACTERS_MESSAGE);

/** Longer text (a message, a note, a title of the admin's): tabs and line breaks, no other control character. */
export const plainText = (field: ZodString) => field.regex(PLAIN_TEXT, CONTROL_CHARACTERS_MESSAGE);

/** What a request holding a NUL character anywhere (path, query, body, header) is told. */
export const NUL_MESSAGE = 'Please remove the NUL character: no text may hold one';
