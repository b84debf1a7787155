// CSV for spreadsheets (RFC 4180): CRLF line ends, a field quoted when it holds a comma, a quote or a line
// break, quotes doubled inside. Cells come from people (names, emails), and a spreadsheet runs a cell that
// starts with = + - @ (or a tab or CR, which some strip before looking) as a formula: such a cell gets a
// leading apostrophe so it reads as text (OWASP, "CSV Injection").

export type CsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;

/** One cell as text, defused and quoted as needed. Numbers are ours and written as they are (-1 stays a number). */
export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
