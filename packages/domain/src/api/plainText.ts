/**
 * What people type into stored text (names, addresses, notes, messages) is plain text: no control
 * characters (C0, DEL, C1), which are invisible on screen, break e-mail headers and CSV files, and
 * (NUL) cannot be stored by PostgreSQL at all; and no lone UTF-16 surrogates, which no encoding can
 * write. A single-line field refuses line breaks too; a multi-line one keeps `\n`.
 */

const NEWLINE = 0x0a;

/** C0 controls (tab included), DEL and the C1 block. */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether the text holds a control character (but the allowed ones) or a surrogate without its pair. */
function hasForbidden(text: string, allowed: (code: number) => boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !allowed(code)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLowSurrogate(code)) return true;
  }
  return false;
}

/** One line: nothing forbidden, and no U+2028/U+2029 either (line breaks by another name). */
export function isSingleLineText(text: string): boolean {
  return !hasForbidden(text, () => false) && !text.includes('\u2028') && !text.includes('\u2029');
}

/** Several lines: nothing forbidden but \n. */
export function isMultiLineText(text: string): boolean {
  return !hasForbidden(text, (code) => code === NEWLINE);
}

/** Windows (`\r\n`) and old Mac (`\r`) line ends as `\n`, so a pasted text is stored one way. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

export const singleLineMessage = (label: string) => `${label} must be one line of plain text (no control characters or broken Unicode)`;
export const multiLineMessage = (label: string) =>
  `${label} must be plain text (line breaks allowed; no other control characters or broken Unicode)`;
