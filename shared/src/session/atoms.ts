import { atom } from 'jotai';
import type { PageConfig } from '../contracts/page-config.js';
import type { CompanyData } from '../contracts/company.js';
import type { CurrentUser } from '../contracts/user.js';

/**
 * Session state shared by the host and every remote. `@pulseboard/shared` and
 * jotai are federation singletons, so these atoms are the same objects in
 * every area; the host owns the store that holds them.
 */
export const pageConfigAtom = atom<PageConfig | null>(null);

export const currentUserAtom = atom<CurrentUser | null>((get) => get(pageConfigAtom)?.user ?? null);

export const companyAtom = atom((get) => get(pageConfigAtom)?.company ?? null);

/** Replaces the stored user, e.g. after the user updated their own record (spec §6). */
export const replaceCurrentUserAtom = atom(null, (get, set, user: CurrentUser) => {
  const config = get(pageConfigAtom);
  if (config) set(pageConfigAtom, { ...config, user });
});

/** Replaces the stored company's details after an admin saved them, so the shell shows the new name and logo at once. */
export const replaceCompanyDetailsAtom = atom(null, (get, set, details: Pick<CompanyData, 'name' | 'logo'>) => {
  const config = get(pageConfigAtom);
  if (config?.company) set(pageConfigAtom, { ...config, company: { ...config.company, name: details.name, logo: details.logo } });
});

/** Whether the left sidebar is open; the host sets the initial value from the window width. */
export const sidebarOpenAtom = atom(true);
