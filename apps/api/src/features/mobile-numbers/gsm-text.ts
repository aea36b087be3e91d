import anyAscii from 'any-ascii';

/** Pictures (emoji, their skin tones and joiners): dropped, a name or place says nothing with them. */
const PICTURES = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu;

/**
 * Text that a phone sends in GSM 7-bit segments (160 characters, not the 70 of UCS-2): accents,
 * curly quotes and other scripts as their plain ASCII letters (`José` → `Jose`, `’` → `'`), pictures
 * dropped, any run of white space one space. (Printable ASCII is GSM but for the backtick.)
 */
export const toGsmText = (text: string): string =>
  anyAscii(text.replace(PICTURES, ''))
    .replace(/\s+/g, ' ')
    .replaceAll('`', "'")
    .replace(/[^ -~]/g, '')
    .trim();
