import anyAscii from 'any-ascii';

/** Pictures (emoji, their skin tones and joiners): dropped, a name or place says nothing with them. */
const PICTURES = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu;

/**
 * Printable ASCII that GSM-7 has only in its extension table (two characters of a segment each),
 * or not at all (the backtick), as the basic character nearest to it.
 */
const NOT_BASIC: Record<string, string> = {
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  '\\': '/',
  '|': '/',
  '~': '-',
  '^': ' ',
  '`': "'",
};

/**
 * Text that a phone sends in GSM 7-bit segments (160 characters, not the 70 of UCS-2), each
 * character one of a segment's: accents, curly quotes and other scripts as their plain ASCII
 * letters (`José` → `Jose`, `’` → `'`), brackets and the like as basic ones (`[` → `(`), pictures
 * dropped, any run of white space one space.
 */
export const toGsmText = (text: string): string =>
  anyAscii(text.replace(PICTURES, ''))
    .replace(/[[\]{}\\|~^`]/g, (character) => NOT_BASIC[character] ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[^ -~]/g, '')
    .trim();

/** The text, or as much of it as fits `most` characters ending in `...`. */
export const shortenedText = (text: string, most: number): string =>
  text.length <= most ? text : `${text.slice(0, Math.max(0, most - 3)).trimEnd()}...`;
