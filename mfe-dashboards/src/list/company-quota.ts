import { atom, useAtomValue } from 'jotai';
import { canCreateDashboard, companyAtom, currentUserAtom, dashboardQuota, isAdmin, pageConfigAtom } from '@pulseboard/shared';

/**
 * Keeps the company's count of active dashboards (spec §5, the quota) in step
 * with what this screen changed, so the create button and the banners react
 * without a reload: created or cloned +1, archived −1, restored +1. A 402
 * says the quota is used up whatever the count said.
 */
export const dashboardsCountAtom = atom(null, (get, set, change: { delta: number } | 'quota-reached') => {
  const config = get(pageConfigAtom);
  const company = config?.company;
  if (!config || !company) return;
  const dashboardsCount = change === 'quota-reached' ? Math.max(company.dashboardsCount, dashboardQuota(company)) : Math.max(0, company.dashboardsCount + change.delta);
  set(pageConfigAtom, { ...config, company: { ...company, dashboardsCount } });
});

export function useDashboardQuota() {
  const company = useAtomValue(companyAtom);
  const user = useAtomValue(currentUserAtom);
  return {
    canCreate: company !== null && canCreateDashboard(company),
    limit: company ? dashboardQuota(company) : 0,
    isAdmin: isAdmin(user),
  };
}
