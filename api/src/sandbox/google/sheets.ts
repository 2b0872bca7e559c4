import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, badRequest, permissionDenied, type GoogleService } from './errors.js';
import { SPREADSHEETS, type SandboxUser } from './fixtures.js';
import { field } from './form.js';
import type { GoogleSandboxOptions } from './options.js';
import { listPage } from './pages.js';
import { renderCell, sheetCells } from './sheets-model.js';

const SHEETS: GoogleService = {
  host: 'sheets.googleapis.com',
  scopes: ['https://www.googleapis.com/auth/spreadsheets.readonly', 'https://www.googleapis.com/auth/spreadsheets', 'https://www.googleapis.com/auth/drive.readonly'],
  flavor: 'v1',
};
const DRIVE: GoogleService = {
  host: 'www.googleapis.com',
  scopes: ['https://www.googleapis.com/auth/drive.metadata.readonly', 'https://www.googleapis.com/auth/drive.readonly', 'https://www.googleapis.com/auth/drive'],
  flavor: 'v3',
};
const SPREADSHEET_TYPE = 'application/vnd.google-apps.spreadsheet';
/** Sheets' read quota: requests per minute per user. */
const READS_PER_MINUTE = 60;

function spreadsheetOf(user: SandboxUser, id: string) {
  return user.spreadsheets.includes(id) ? SPREADSHEETS[id] : undefined;
}

/** Column letters to a 0-based index: A → 0, Z → 25, AA → 26. */
const columnIndex = (letters: string) => [...letters.toUpperCase()].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
const columnLetters = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : columnLetters(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26)));

/** An A1 range: 'Sheet name'!A1:C10, Sheet1!A:C, or a sheet's name alone. */
function parseRange(range: string): { title: string; fromColumn: number; toColumn: number; fromRow: number; toRow: number } | undefined {
  const match = /^(?:'((?:[^']|'')+)'|([^!']+))(?:!([A-Za-z]+)(\d*)(?::([A-Za-z]+)(\d*))?)?$/.exec(range);
  if (!match) return undefined;
  const title = (match[1] ?? match[2] ?? '').replace(/''/g, "'");
  return {
    title,
    fromColumn: match[3] ? columnIndex(match[3]) : 0,
    toColumn: match[5] ? columnIndex(match[5]) : match[3] ? columnIndex(match[3]) : Number.MAX_SAFE_INTEGER,
    fromRow: match[4] ? Number(match[4]) : 1,
    toRow: match[6] ? Number(match[6]) : Number.MAX_SAFE_INTEGER,
  };
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });

/** www.googleapis.com/drive/v3/files: the spreadsheets shared with the user, paged. */
export const driveRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  app.get('/drive/v3/files', { schema: { hide: true } }, async (request, reply) => {
    const grant = authenticate(state, DRIVE, request, reply);
    if (!grant) return reply;
    const q = field(request.query, 'q') ?? '';
    const onlySheets = q.includes(`mimeType='${SPREADSHEET_TYPE}'`);
    const files = state.isOn('empty', grant)
      ? []
      : grant.user.spreadsheets.flatMap((id) => {
          const sheet = SPREADSHEETS[id];
          return sheet ? [{ kind: 'drive#file', id, name: sheet.name, mimeType: SPREADSHEET_TYPE, modifiedTime: sheet.modifiedTime }] : [];
        });
    const page = listPage(onlySheets || !q ? files : [], request.query, { defaultSize: 100, maxSize: 1000, short: state.isOn('paging', grant) });
    if (!page) return badRequest(reply, DRIVE, 'Invalid Value');
    return { kind: 'drive#fileList', ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}), incompleteSearch: false, files: page.items };
  });
};

/** sheets.googleapis.com/v4: a spreadsheet's sheets, and a range's values, within the per-minute read quota. */
export const sheetsRoutes: FastifyPluginAsync<GoogleSandboxOptions> = async (app, { state }) => {
  const reads = new Map<string, number[]>();
  /** Counts a read; false when the user already made the minute's allowance. */
  const withinQuota = (user: SandboxUser) => {
    const now = state.now();
    const recent = (reads.get(user.email) ?? []).filter((at) => now - at < 60_000);
    if (recent.length >= READS_PER_MINUTE) return false;
    reads.set(user.email, [...recent, now]);
    return true;
  };
  const quotaExceeded = (reply: FastifyReply) =>
    reply.code(429).send({
      error: {
        code: 429,
        message: "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute per user' of service 'sheets.googleapis.com'.",
        status: 'RESOURCE_EXHAUSTED',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'RATE_LIMIT_EXCEEDED',
            domain: 'googleapis.com',
            metadata: { service: 'sheets.googleapis.com', quota_limit_value: String(READS_PER_MINUTE) },
          },
        ],
      },
    });

  /** What every Sheets method checks first: the token, the read quota, then the spreadsheet and the user's access to it. Undefined: the error was sent. */
  function open(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const grant = authenticate(state, SHEETS, request, reply);
    if (!grant) return undefined;
    if (!withinQuota(grant.user)) return void quotaExceeded(reply);
    const spreadsheet = SPREADSHEETS[request.params.id];
    if (!spreadsheet) return void notFound(reply);
    if (!spreadsheetOf(grant.user, request.params.id)) return void permissionDenied(reply, SHEETS, 'The caller does not have permission');
    return { grant, spreadsheet };
  }

  app.get<{ Params: { id: string } }>('/v4/spreadsheets/:id', { schema: { hide: true } }, async (request, reply) => {
    const opened = open(request, reply);
    if (!opened) return reply;
    const { spreadsheet } = opened;
    return {
      spreadsheetId: request.params.id,
      properties: { title: spreadsheet.name, locale: 'en_US', timeZone: spreadsheet.timeZone },
      sheets: spreadsheet.sheets.map((sheet, index) => {
        const cells = sheetCells(spreadsheet, sheet, state.now());
        return { properties: { sheetId: sheet.sheetId, title: sheet.title, index, sheetType: 'GRID', gridProperties: { rowCount: Math.max(1000, cells.length), columnCount: 26 } } };
      }),
    };
  });

  app.get<{ Params: { id: string; range: string } }>('/v4/spreadsheets/:id/values/:range', { schema: { hide: true } }, async (request, reply) => {
    const opened = open(request, reply);
    if (!opened) return reply;
    const { grant, spreadsheet } = opened;
    const range = parseRange(request.params.range);
    const sheet = range && spreadsheet.sheets.find((candidate) => candidate.title === range.title);
    if (!range || !sheet) return badRequest(reply, SHEETS, `Unable to parse range: ${request.params.range}`);
    const options = { valueRenderOption: field(request.query, 'valueRenderOption') ?? 'FORMATTED_VALUE', dateTimeRenderOption: field(request.query, 'dateTimeRenderOption') ?? 'SERIAL_NUMBER' };
    const cells = state.isOn('empty', grant) ? [] : sheetCells(spreadsheet, sheet, state.now());
    const rows = cells.slice(range.fromRow - 1, range.toRow).map((row) => row.slice(range.fromColumn, range.toColumn + 1).map((cell) => renderCell(cell, options)));
    // Trailing empty rows are left out; rows are ragged (a row ends at its last filled cell).
    const lastRow = range.fromRow + Math.max(rows.length, 1) - 1;
    const lastColumn = columnLetters(Math.min(range.toColumn, Math.max(0, ...cells.map((row) => row.length - 1))));
    return {
      range: `'${sheet.title.replace(/'/g, "''")}'!${columnLetters(range.fromColumn)}${range.fromRow}:${lastColumn}${lastRow}`,
      majorDimension: 'ROWS',
      ...(rows.length ? { values: rows } : {}),
    };
  });
};
