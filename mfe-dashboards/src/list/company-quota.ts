import { atom, useAtomValue } from 'jotai';
import { canCreateDashboard, companyAtom, currentUserAtom, pageConfigAtom } from '@pulseboard/shared';

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
  const limit = company.services.dashboards + company.services.bonusDashboards;
  const dashboardsCount = change === 'quota-reached' ? Math.max(company.dashboardsCount, limit) : Math.max(0, company.dashboardsCount + change.delta);
  set(pageConfigAtom, { ...config, company: { ...company, dashboardsCount } });
});

export function useDashboardQuota() {
  const company = useAtomValue(companyAtom);
  const user = useAtomValue(currentUserAtom);
  return {
    canCreate: company !== null && canCreateDashboard(company),
    limit: company ? company.services.dashboards + company.services.bonusDashboards : 0,
    isAdmin: user?.roleName === 'admin',
  };
}
