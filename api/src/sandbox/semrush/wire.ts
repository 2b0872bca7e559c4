/** How Semrush writes its answers: text, `;` between fields, a header row of column names, and errors as one line. */

/** The header names of the domain reports' column codes (`export_columns=Rk,Or,...`). */
export const DOMAIN_COLUMNS: Record<string, string> = {
  Db: 'Database',
  Dn: 'Domain',
  Rk: 'Rank',
  Or: 'Organic Keywords',
  Ot: 'Organic Traffic',
  Oc: 'Organic Cost',
  Ad: 'Adwords Keywords',
  At: 'Adwords Traffic',
  Ac: 'Adwords Cost',
  Dt: 'Date',
  Ph: 'Keyword',
  Po: 'Position',
  Pp: 'Previous Position',
  Pd: 'Position Difference',
  Nq: 'Search Volume',
  Tr: 'Traffic (%)',
  Ur: 'Url',
};

/** A field as Semrush writes it: quoted when it holds the separator or a quote. */
const field = (value: string | number) => {
  const text = String(value);
  return /[;"\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A report: the header, then a line per row, each row's fields in the header's order. */
export const csvReport = (header: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>) => [header, ...rows].map((line) => line.map(field).join(';')).join('\r\n');

/** Semrush's error line. */
export const errorLine = (code: number, message: string) => `ERROR ${code} :: ${message}`;
