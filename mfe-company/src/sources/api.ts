import { apiRequest, ApiError, type CredentialKind, type Source, type SourceCreate, type SourceType, type TokenCredentials } from '@pulseboard/shared';

export const SOURCES_PATH = '/api/sources';
export const SOURCE_TYPES_PATH = '/api/configs/sources';

export interface SourceTypeEntry {
  type: SourceType;
  label: string;
  category: string;
  credentials: CredentialKind;
  /** `domains`: the account field takes the sites an SEO tool reports on. */
  account?: 'domains';
  available: boolean;
  /** In sandbox mode, the account and token the type's fake accepts ("key|secret" for WooCommerce). */
  sandbox?: { account: string; token: string } | null;
}

type Created = { data: Source } | { redirect: string };

/** Leaves for the provider's consent page, whose callback brings the browser back here. */
let goTo = (url: string) => window.location.assign(url);
export function setNavigation(navigate: (url: string) => void): void {
  goTo = navigate;
}

/** Connects a source: stored at once, or off to the provider's consent page for OAuth types. */
export async function connectSource(input: SourceCreate): Promise<Source | null> {
  const answer = await apiRequest<Created>(SOURCES_PATH, { method: 'POST', body: input });
  if ('redirect' in answer) {
    goTo(answer.redirect);
    return null;
  }
  return answer.data;
}

/** Re-authorises through the provider (OAuth) or with a new account and token. */
export async function reauthorizeSource(id: number, credentials?: TokenCredentials): Promise<void> {
  const answer = await apiRequest<Created>(`${SOURCES_PATH}/${id}`, { method: 'PUT', body: credentials ?? { reauthorize: true } });
  if ('redirect' in answer) goTo(answer.redirect);
}

/** Spec §8: deleting a source that is already gone (404) is not an error. */
export async function deleteSource(id: number): Promise<void> {
  try {
    await apiRequest(`${SOURCES_PATH}/${id}`, { method: 'DELETE' });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
