import { atom } from 'jotai';
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
