import { apiRequest, type CardSetup } from '@pulseboard/shared';

/** Starts saving a new card: the secret the provider's script confirms it with. */
export const startCardChange = async (): Promise<CardSetup> => (await apiRequest<{ data: CardSetup }>('/api/company/payment-method', { method: 'POST' })).data;
