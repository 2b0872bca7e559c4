import { z } from 'zod';
import type { Option } from '@pulseboard/shared/contracts';
import { sha256 } from '../../lib/tokens.js';
import type { AccessTokens } from '../../oauth/access-tokens.js';
import { describeGoogleAccount } from '../google/account.js';
import { GoogleApi } from '../google/client.js';
import type { GoogleEndpoints } from '../google/endpoints.js';
import { optionalText, requiredList, requiredText } from '../query-config.js';
import { shapeResult } from '../result.js';
import { allPages } from '../paging.js';
import { propertyOptions } from '../options.js';
import { RateWindow } from '../rate-window.js';
import { SourceProviderError, SourceQuotaError, type Connector, type ConnectorContext, type SourceProperty } from '../types.js';
import { cellDay, cellNumber, type CellValue } from './cells.js';
import { googleSheetsCatalogue } from './catalogue.js';

export interface GoogleSheetsOptions {
  endpoints: GoogleEndpoints;
  tokens: AccessTokens;
  /** Reads per minute per Google user the connector allows itself; Sheets allows 60. */
  readsPerMinute?: number;
  now?: () => number;
}

/** Rows read from a sheet at most: a daily log of several years with splits fits many times over. */
const MAX_ROWS = 50_000;
/** Rows looked at to tell number, date and text columns apart. */
const SAMPLE_ROWS = 200;
/** Below Sheets' 60, to leave room for the option lists someone is filling in meanwhile. */
const DEFAULT_READS_PER_MINUTE = 50;
/** A column is of a kind when this share of its filled cells reads as that kind. */
const KIND_SHARE = 0.8;

const filesSchema = z.object({ files: z.array(z.object({ id: z.string(), name: z.string().default('') })).default([]), nextPageToken: z.string().optional() });
const spreadsheetSchema = z.object({ sheets: z.array(z.object({ properties: z.object({ title: z.string() }) })).default([]) });
const valuesSchema = z.object({ values: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))).default([]) });

const SPREADSHEET_QUERY = "mimeType='application/vnd.google-apps.spreadsheet' and trashed=false";

interface Column {
  name: string;
  index: number;
  kind: 'date' | 'number' | 'text';
}

/** Header cells as column names: a blank or repeated header is named after its column ("Column C"). */
function columnNames(header: CellValue[]): string[] {
  const seen = new Set<string>();
  return header.map((cell, index) => {
    const text = String(cell ?? '').trim();
    const name = text && !seen.has(text) ? text : `Column ${String.fromCharCode(65 + (index % 26))}${index >= 26 ? Math.floor(index / 26) : ''}`;
    seen.add(name);
    return name;
  });
}

function kindOf(cells: CellValue[]): Column['kind'] {
  const filled = cells.filter((cell) => cell !== null && cell !== undefined && cell !== '');
  if (!filled.length) return 'text';
  const share = (test: (cell: CellValue) => boolean) => filled.filter(test).length / filled.length;
  if (share((cell) => typeof cell === 'string' && cellDay(cell) !== undefined) >= KIND_SHARE) return 'date';
  if (share((cell) => cellNumber(cell) !== undefined) >= KIND_SHARE) return 'number';
  return 'text';
}

function columnsOf(rows: CellValue[][]): Column[] {
  const [header = [], ...body] = rows;
  const sample = body.slice(0, SAMPLE_ROWS);
  return columnNames(header).map((name, index) => ({ name, index, kind: kindOf(sample.map((row) => row[index])) }));
}

/**
 * Google Sheets: spreadsheets listed from Drive, their sheets, and any
 * numeric column summed by day of a chosen date column, optionally split by
 * a text column. Values are read unformatted (numbers as numbers) with dates
 * as text, and numbers typed as text are read too. Reads stay within the
 * per-minute allowance of Sheets per user.
 */
export function googleSheetsConnector(options: GoogleSheetsOptions): Connector {
  const { endpoints, tokens } = options;
  const api = new GoogleApi(tokens);
  const reads = new RateWindow(options.readsPerMinute ?? DEFAULT_READS_PER_MINUTE, 60_000, options.now);

  /** A Sheets call, counted against the user's allowance: over it, a quota error with the wait, which the engine retries. */
  function read<T>(context: ConnectorContext, url: string, schema: z.ZodType<T>): Promise<T> {
    const credentials = tokens.credentialsOf(context);
    const wait = reads.take(sha256(credentials.refresh_token ?? credentials.access_token));
    if (wait > 0) return Promise.reject(new SourceQuotaError('Google Sheets allows 60 reads a minute per user; the next read is due shortly.', wait));
    return api.get(context, url, schema);
  }

  async function listProperties(context: ConnectorContext): Promise<SourceProperty[]> {
    const files = await allPages('Google Drive', async (pageToken) => {
      const query = new URLSearchParams({
        q: SPREADSHEET_QUERY,
        fields: 'nextPageToken,files(id,name,modifiedTime)',
        pageSize: '100',
        orderBy: 'modifiedTime desc',
        ...(pageToken ? { pageToken } : {}),
      });
      const page = await api.get(context, `${endpoints.apis}/drive/v3/files?${query}`, filesSchema);
      return { items: page.files, nextPageToken: page.nextPageToken };
    });
    return files.map((file) => ({ id: file.id, name: file.name || file.id, group: null }));
  }

  function rowsOf(context: ConnectorContext, spreadsheet: string, sheet: string, rows: number): Promise<CellValue[][]> {
    const range = `'${sheet.replace(/'/g, "''")}'!A1:ZZ${rows + 1}`;
    const query = new URLSearchParams({ majorDimension: 'ROWS', valueRenderOption: 'UNFORMATTED_VALUE', dateTimeRenderOption: 'FORMATTED_STRING' });
    const url = `${endpoints.sheets}/v4/spreadsheets/${encodeURIComponent(spreadsheet)}/values/${encodeURIComponent(range)}?${query}`;
    return read(context, url, valuesSchema).then((answer) => answer.values);
  }

  async function columnOptions(context: ConnectorContext, parameter: string, params: Record<string, string>): Promise<Option[]> {
    if (!params.property || !params.sheet) throw new SourceProviderError('Choose a spreadsheet and a sheet first.', 400);
    const columns = columnsOf(await rowsOf(context, params.property, params.sheet, SAMPLE_ROWS));
    const named = (kind: Column['kind']) => columns.filter((column) => column.kind === kind).map((column) => ({ value: column.name, label: column.name }));
    if (parameter === 'metrics') return named('number');
    if (parameter === 'dimension') return [{ value: 'date', label: 'Date' }, ...named('text')];
    const dates = named('date');
    return dates.length ? dates : columns.map((column) => ({ value: column.name, label: column.name }));
  }

  return {
    type: 'google_sheets',
    catalogue: googleSheetsCatalogue,
    describeAccount: (context) => describeGoogleAccount(api, endpoints.apis, context),
    listProperties,

    async options(context, parameter, params) {
      if (parameter === 'property') return propertyOptions(await listProperties(context));
      if (parameter === 'sheet') {
        if (!params.property) throw new SourceProviderError('Choose a spreadsheet first.', 400);
        const url = `${endpoints.sheets}/v4/spreadsheets/${encodeURIComponent(params.property)}?fields=${encodeURIComponent('sheets.properties(sheetId,title)')}`;
        return (await read(context, url, spreadsheetSchema)).sheets.map((sheet) => ({ value: sheet.properties.title, label: sheet.properties.title }));
      }
      if (parameter === 'dateColumn' || parameter === 'metrics' || parameter === 'dimension') return columnOptions(context, parameter, params);
      throw new SourceProviderError(`Google Sheets has no option list named ${parameter}.`, 404);
    },

    async query(context, query) {
      const spreadsheet = requiredText(query.config, 'property');
      const sheet = requiredText(query.config, 'sheet');
      const dateColumn = requiredText(query.config, 'dateColumn');
      const metrics = requiredList(query.config, 'metrics');
      const dimension = optionalText(query.config, 'dimension') ?? null;
      const rows = await rowsOf(context, spreadsheet, sheet, MAX_ROWS);
      const columns = new Map(columnsOf(rows).map((column) => [column.name, column.index]));
      const indexOf = (name: string) => {
        const index = columns.get(name);
        if (index === undefined) throw new SourceProviderError(`The sheet "${sheet}" has no column "${name}" any more.`, 400);
        return index;
      };
      const dateIndex = indexOf(dateColumn);
      const metricIndexes = metrics.map(indexOf);
      const splitIndex = dimension && dimension !== 'date' ? indexOf(dimension) : undefined;

      const sums = new Map<string | null, Record<string, number>>();
      for (const row of rows.slice(1)) {
        const day = cellDay(row[dateIndex]);
        if (!day || day < query.range.startDate || day > query.range.endDate) continue;
        const key = dimension === 'date' ? day : splitIndex !== undefined ? String(row[splitIndex] ?? '').trim() || '(blank)' : null;
        const values = sums.get(key) ?? Object.fromEntries(metrics.map((metric) => [metric, 0]));
        metrics.forEach((metric, position) => {
          values[metric] = (values[metric] ?? 0) + (cellNumber(row[metricIndexes[position] ?? -1]) ?? 0);
        });
        sums.set(key, values);
      }
      return shapeResult(
        metrics,
        dimension,
        [...sums].map(([key, values]) => ({ dimension: key, values })),
        query.range,
      );
    },
  };
}
