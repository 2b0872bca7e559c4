import type { DateRange, Option, SourceCatalogue, SourceType } from '@pulseboard/shared/contracts';

/**
 * The contract between the query engine / sources API and each connector
 * (api/src/connectors/<type>/). A connector knows one provider: how to list
 * the properties of an account, fill option lists, and answer a query in the
 * provider-neutral shape below. It never touches the database: credentials
 * come in decrypted, refreshed tokens go out through `onCredentialsRefreshed`.
 */

/** Decrypted credentials of a source, in the shape its connector stored them. */
export type Credentials = Record<string, unknown>;

export interface ConnectorContext {
  credentials: Credentials;
  /** The source's account as the user gave it, for connectors that reach it there (a WooCommerce store's address). */
  account?: string | null;
  /**
   * Stores (encrypted) credentials the connector refreshed or extended (a token, what a listing taught it). For a
   * stored source, only while what is stored is still `credentials`: a re-authorisation landing meanwhile stays.
   */
  onCredentialsRefreshed(credentials: Credentials): Promise<void>;
  /**
   * Refreshes stored credentials one process at a time: `renew` gets them as stored now (another process may have
   * refreshed them since `credentials` were read) and answers new ones to store, or null when those serve. Answers
   * what is stored afterwards. Absent for credentials not stored, which go to `onCredentialsRefreshed` only.
   */
  renewStored?(renew: (stored: Credentials) => Promise<Credentials | null>): Promise<Credentials>;
  /** Aborts provider calls when the request that needed them is gone. */
  signal?: AbortSignal;
}

export interface SourceProperty {
  id: string;
  name: string;
  /** e.g. the GA4 account a property belongs to. */
  group: string | null;
}

/** One query of one instance, with the instance's parameter values. */
export interface ConnectorQuery {
  config: Record<string, unknown>;
  range: DateRange;
  /** IANA zone of the dashboard: dates are days in this zone. */
  timezone: string;
  realTime: boolean;
}

/**
 * The answer: the requested metrics per dimension value (`dimension` null
 * when the query has no dimension: then a single row). Missing data is 0, not
 * absent; a provider that answers "no rows" gives an empty list.
 */
export interface ConnectorResult {
  dimension: string | null;
  metrics: string[];
  rows: Array<{ dimension: string | null; values: Record<string, number> }>;
  /**
   * The range's total of each metric, when the connector knows it better
   * than the rows do: ratios made from their summed components (clicks ÷
   * impressions over the whole range, never a mean of daily rates) and unique
   * counts (users, reach) as the provider totals them. A metric left out is
   * totalled from the rows by its catalogue aggregation.
   */
  totals?: Record<string, number>;
  /** ISO 4217 code of the account's money metrics (Google Ads, Meta ad accounts report in the account's currency). */
  currency?: string;
  /**
   * When the provider gave this answer (ISO 8601), for a connector with a
   * `cost`, whose answers are kept for long: set by the query engine, never
   * by the connector. Widgets show it as "Data as of".
   */
  fetchedAt?: string;
}

/**
 * How a provider that charges per call, unit or row (the SEO tools) is spared:
 * its answers are kept for `cacheTtlMs`, for every viewer, in PostgreSQL
 * (shared by every API instance, kept across restarts), and at most
 * `callsPerDay` queries reach the provider for one source in a UTC day
 * (query/source-fetcher, docs/query-engine.md). Past the budget the widget
 * says so until the next day, and the source stays valid.
 */
export interface ConnectorCost {
  cacheTtlMs: number;
  callsPerDay: number;
}

export interface Connector {
  type: SourceType;
  catalogue: SourceCatalogue;
  /** Set for providers that charge per call; free providers are cached by the query engine's own settings. */
  cost?: ConnectorCost;
  /** Which account label to show for a newly connected source (e-mail, site URL...). */
  describeAccount?(context: ConnectorContext): Promise<string | null>;
  listProperties(context: ConnectorContext): Promise<SourceProperty[]>;
  /** Options of a `remote` parameter; `params` carries the values of the parameters it depends on. */
  options(context: ConnectorContext, parameter: string, params: Record<string, string>): Promise<Option[]>;
  query(context: ConnectorContext, query: ConnectorQuery): Promise<ConnectorResult>;
}

/** The provider refused the credentials for good (expired, revoked): the source needs re-authorisation. */
export class SourceAuthError extends Error {
  override readonly name = 'SourceAuthError';
}

/** The provider's quota or rate limit: worth retrying later. */
export class SourceQuotaError extends Error {
  override readonly name = 'SourceQuotaError';
  constructor(
    message: string,
    /** What the provider asked to wait, when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * A limit that asking again soon will not lift: the provider's units or
 * credits are used up for the period (Semrush's ERROR 132, Ahrefs' units),
 * or the product's own daily call budget of the source is spent. Never
 * retried; the widget shows this message, which names the limit; the source
 * stays valid.
 */
export class SourceLimitError extends Error {
  override readonly name = 'SourceLimitError';
}

/** Anything else the provider got wrong (5xx, malformed answer, bad parameter). */
export class SourceProviderError extends Error {
  override readonly name = 'SourceProviderError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
