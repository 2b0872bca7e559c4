import { apiRequest, type AlertRule, type AlertRuleInput, type Campaign, type CampaignDomain, type CampaignWindow, type Snooze, type SnoozeRequest } from '@pulseboard/shared';

/** Mission Control's API: every path and call of this area in one place. */
export const CAMPAIGNS_PATH = '/api/campaigns';
export const ALERTS_PATH = `${CAMPAIGNS_PATH}/alerts`;
export const viewPath = (campaignId: number, days: CampaignWindow) => `${CAMPAIGNS_PATH}/${campaignId}/view?days=${days}`;

const data = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

export const createCampaign = (name: string) => data(apiRequest<{ data: Campaign }>(CAMPAIGNS_PATH, { method: 'POST', body: { name } }));
export const renameCampaign = (id: number, name: string) => data(apiRequest<{ data: Campaign }>(`${CAMPAIGNS_PATH}/${id}`, { method: 'PUT', body: { name } }));
export const deleteCampaign = (id: number) => apiRequest<null>(`${CAMPAIGNS_PATH}/${id}`, { method: 'DELETE' });
export const addDomain = (id: number, domain: string) => data(apiRequest<{ data: CampaignDomain }>(`${CAMPAIGNS_PATH}/${id}/domains`, { method: 'POST', body: { domain } }));
export const removeDomain = (id: number, domainId: number) => apiRequest<null>(`${CAMPAIGNS_PATH}/${id}/domains/${domainId}`, { method: 'DELETE' });
export const collectNow = (id: number) => apiRequest<null>(`${CAMPAIGNS_PATH}/${id}/collect`, { method: 'POST' });
export const saveRules = (id: number, rules: AlertRuleInput[]) => data(apiRequest<{ data: AlertRule[] }>(`${CAMPAIGNS_PATH}/${id}/rules`, { method: 'PUT', body: { rules } }));
export const snooze = (id: number, request: SnoozeRequest) => data(apiRequest<{ data: Snooze }>(`${CAMPAIGNS_PATH}/${id}/snoozes`, { method: 'POST', body: request }));
export const unsnooze = (id: number, snoozeId: number) => apiRequest<null>(`${CAMPAIGNS_PATH}/${id}/snoozes/${snoozeId}`, { method: 'DELETE' });
