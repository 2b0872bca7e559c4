import { apiRequest, type Company, type CompanyUpdate, type WhitelabelSenderInput } from '@pulseboard/shared';

export const COMPANY_PATH = '/api/company';

export const fetchCompany = async (): Promise<Company> => (await apiRequest<{ data: Company }>(COMPANY_PATH)).data;

export const saveCompany = async (input: CompanyUpdate): Promise<Company> => (await apiRequest<{ data: Company }>(COMPANY_PATH, { method: 'POST', body: input })).data;

export const deleteCompany = (password: string) => apiRequest(COMPANY_PATH, { method: 'DELETE', body: { delete: true, password } });

const companyOf = async (path: string, method: 'POST' | 'PUT', body?: unknown): Promise<Company> => (await apiRequest<{ data: Company }>(`${COMPANY_PATH}${path}`, { method, body })).data;

export const setDomain = (domain: string | null) => companyOf('/domain', 'PUT', { domain });

export const checkDomain = () => companyOf('/domain/check', 'POST');

export const setSender = (sender: WhitelabelSenderInput) => companyOf('/sender', 'PUT', sender);

export const checkSender = () => companyOf('/sender/check', 'POST');
