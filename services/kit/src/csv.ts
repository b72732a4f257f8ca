/**
 * One CSV cell: a text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that hides one) gets a leading apostrophe (OWASP's advice), then every cell is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads accents), CRLF rows. */
export function toCsv(rows: string[][]): string {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
