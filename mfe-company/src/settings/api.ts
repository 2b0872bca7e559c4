import { apiRequest, type Company, type CompanyUpdate } from '@pulseboard/shared';

export const COMPANY_PATH = '/api/company';

export const fetchCompany = async (): Promise<Company> => (await apiRequest<{ data: Company }>(COMPANY_PATH)).data;

export const saveCompany = async (input: CompanyUpdate): Promise<Company> => (await apiRequest<{ data: Company }>(COMPANY_PATH, { method: 'POST', body: input })).data;

export const deleteCompany = (password: string) => apiRequest(COMPANY_PATH, { method: 'DELETE', body: { delete: true, password } });
