import { z } from 'zod';
import { boundedText, providerFetch } from '../../oauth/provider-fetch.js';
import { retryAfterMs } from '../linkedin_api/errors.js';
import { SourceAuthError, SourceProviderError, SourceQuotaError, type ConnectorContext } from '../types.js';
import { parseSemicolonCsv, type CsvRow } from './csv.js';
import { NOTHING_FOUND, semrushErrorOf, semrushFailure } from './errors.js';

/** Semrush's hosts: the API (domain reports at its root, backlink reports at /analytics/v1/) and the site, which answers the units balance. */
export interface SemrushEndpoints {
  api: string;
  www: string;
}

/** Reports are rows of text; 5 MB is some 50,000 rows, far more than any widget asks for. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

const credentialsSchema = z.object({ token: z.string().min(1) });

function keyOf(context: ConnectorContext): string {
  const parsed = credentialsSchema.safeParse(context.credentials);
  if (!parsed.success) throw new SourceAuthError('The source has no Semrush API key; connect it again.');
  return parsed.data.token;
}

/**
 * Calls to Semrush's API with the source's key in the `key` parameter (the
 * key never appears in an error or a log line). Its answers are text: a
 * report of `;`-separated rows, or one `ERROR NN :: ...` line.
 */
export function semrushApi(endpoints: SemrushEndpoints) {
  async function text(context: ConnectorContext, url: URL): Promise<string> {
    url.searchParams.set('key', keyOf(context));
    const response = await providerFetch(url.toString(), { headers: { accept: 'text/plain, text/csv' } }, context.signal);
    const body = await boundedText(response, MAX_ANSWER_BYTES);
    const error = semrushErrorOf(body);
    if (error && error.code !== NOTHING_FOUND) throw semrushFailure(error, retryAfterMs(response.headers));
    if (response.status === 429) throw new SourceQuotaError('Semrush: too many requests.', retryAfterMs(response.headers));
    if (response.status === 401 || response.status === 403) throw new SourceAuthError(`Semrush refused the key (HTTP ${response.status}).`);
    if (!response.ok) throw new SourceProviderError(`Semrush answered ${response.status}.`, response.status);
    return error ? '' : body;
  }

  const reportAt =
    (base: string) =>
    async (context: ConnectorContext, params: Record<string, string>): Promise<CsvRow[]> => {
      const url = new URL(base);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return parseSemicolonCsv(await text(context, url));
    };

  return {
    /** A domain report (`type=domain_rank`, `domain_rank_history`, `domain_organic`...); no rows for ERROR 50. */
    report: reportAt(`${endpoints.api}/`),
    /** A backlink report (`type=backlinks_overview`, `backlinks_historical`) of the Backlinks API. */
    backlinks: reportAt(`${endpoints.api}/analytics/v1/`),
    /** The key's units balance: free of units, so it is how a key is tried before it is stored. */
    async unitsBalance(context: ConnectorContext): Promise<number> {
      const balance = Number((await text(context, new URL(`${endpoints.www}/users/countapiunits.html`))).trim());
      if (!Number.isFinite(balance)) throw new SourceProviderError('Semrush answered the units balance in an unexpected shape.');
      return balance;
    },
  };
}

export type SemrushApi = ReturnType<typeof semrushApi>;
