import { apiRequest, type Company, type CompanyUpdate, type WhitelabelSenderInput } from '@pulseboard/shared';

export const COMPANY_PATH = '/api/company';

export const fetchCompany = async (): Promise<Company> => (await apiRequest<{ data: Company }>(COMPANY_PATH)).data;

export const saveCompany = async (input: CompanyUpdate): Promise<Company> => (await apiRequest<{ data: Company }>(COMPANY_PATH, { method: 'POST', body: input })).data;

/** What confirms a deletion: the admin's password, or the company's name typed by an admin without one. */
export type DeletionConfirmation = { password: string } | { companyName: string };

export const deleteCompany = (confirmation: DeletionConfirmation) => apiRequest(COMPANY_PATH, { method: 'DELETE', body: { delete: true, ...confirmation } });

const companyOf = async (path: string, method: 'POST' | 'PUT', body?: unknown): Promise<Company> => (await apiRequest<{ data: Company }>(`${COMPANY_PATH}${path}`, { method, body })).data;

export const setDomain = (domain: string | null) => companyOf('/domain', 'PUT', { domain });

export const checkDomain = () => companyOf('/domain/check', 'POST');

export const setSender = (sender: WhitelabelSenderInput) => companyOf('/sender', 'PUT', sender);

export const checkSender = () => companyOf('/sender/check', 'POST');
