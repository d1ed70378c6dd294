// Content lines of iCalendar files (RFC 5545), shared by the booking mails and the abstinence calendar.

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // continuation lines start with a space, which counts towards their 75 octets
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = '';
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}
