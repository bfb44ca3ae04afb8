/** What a CSV cell may hold; null and undefined are written as an empty cell. */
export type CsvValue = string | null | undefined;

/**
 * Spreadsheets run a cell that starts with one of these as a formula (a tab or a carriage return
 * can hide one), so a value typed by anyone ("=HYPERLINK(...)", "@SUM(...)") could act when an
 * administrator opens the file (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, safe to open in a spreadsheet: always quoted, quotes doubled, and a leading
 * apostrophe before anything a spreadsheet would take for a formula, so it shows as text.
 */
export function csvCell(value: CsvValue): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV file (RFC 4180: CRLF between rows, one after the last) of a header and its rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
