import { atom } from 'jotai';
import type { PageConfig } from '../contracts/page-config.js';
import type { CompanySourceUpdated, CompanySubscriptionUpdated } from '../contracts/realtime.js';
import { pageConfigAtom } from '../session/atoms.js';

/** CompanySourceUpdated: the company's sources are replaced by the broadcast list. */
export const applySourceUpdateAtom = atom(null, (get, set, event: CompanySourceUpdated) => {
  const config = get(pageConfigAtom);
  if (!config?.company) return;
  set(pageConfigAtom, { ...config, company: { ...config.company, sources: event.sources } });
});

/** CompanySubscriptionUpdated: the company state and its services (dashboard quota) change. */
export const applySubscriptionUpdateAtom = atom(null, (get, set, event: CompanySubscriptionUpdated) => {
  const config = get(pageConfigAtom);
  if (!config?.company) return;
  const { state, services, subscription, expiresAt, restoredAt } = event;
  const company = { ...config.company, state, services };
  // Older servers send state and services only: what they leave out stays as it was.
  if (subscription !== undefined) company.subscription = subscription;
  if (expiresAt !== undefined) company.expiresAt = expiresAt;
  if (restoredAt !== undefined) company.restoredAt = restoredAt;
  set(pageConfigAtom, { ...config, company });
});

/**
 * After a gap in the company's live channel: the company as the page config
 * now has it replaces what the missed events would have changed. A config of
 * another user or company (a sign-out or switch meanwhile) changes nothing here.
 */
export const applyCompanyRefreshAtom = atom(null, (get, set, fresh: PageConfig) => {
  const config = get(pageConfigAtom);
  if (!config?.company || !fresh.company || fresh.user?.id !== config.user?.id || fresh.company.id !== config.company.id) return;
  set(pageConfigAtom, { ...config, company: fresh.company });
});
