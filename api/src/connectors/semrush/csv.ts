/** A row of a Semrush report, by the column names of its header row. */
export type CsvRow = Record<string, string>;

/** A field as a number; an empty or unreadable one is 0, as missing data is. */
export function csvNumber(value: string | undefined): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) ? number : 0;
}

/**
 * Semrush's reports are text: a header row, then one line per row, fields
 * separated by ";". Lines may end in \r\n, the text may start with a byte
 * order mark and end without a newline, and a field holding ";" or a quote
 * (a URL, a keyword) comes in double quotes with its own quotes doubled.
 */
export function parseSemicolonCsv(text: string): CsvRow[] {
  const lines = splitRecords(text.replace(/^\uFEFF/, ''));
  const [header, ...records] = lines;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return records.map((fields) => Object.fromEntries(names.map((name, index) => [name, (fields[index] ?? '').trim()])));
}

/** The records of the text, each a list of fields; blank lines are skipped. */
function splitRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push(fields);
    fields = [];
    field = '';
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ';') {
      fields.push(field);
      field = '';
    } else if (char === '\n') endRecord();
    else if (char !== '\r') field += char;
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}
