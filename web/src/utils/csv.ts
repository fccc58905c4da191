/** One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. */
export const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // A cell a spreadsheet would run as a formula is quoted as text (CSV injection, OWASP): one that
  // starts with =, +, -, @, a tab or a carriage return gets a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A table as CSV: a header line of the columns' labels, then one line per row, CRLF between. */
export const csvTable = <Row>(
  columns: readonly { label: string; value: (row: Row) => string | number | null }[],
  rows: readonly Row[],
): string =>
  [
    columns.map((column) => csvCell(column.label)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ].join('\r\n');
