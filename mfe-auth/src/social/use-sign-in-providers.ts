import useSWR from 'swr';
import { swrFetcher, type SignInProviders } from '@pulseboard/shared';

const PROVIDERS_PATH = '/api/sign-in/providers';

/** The providers this server offers; none while loading or when the list cannot be had (the password form still works). */
export function useSignInProviders(): SignInProviders['data'] {
  const { data } = useSWR<SignInProviders>(PROVIDERS_PATH, swrFetcher, { revalidateOnFocus: false });
  return data?.data ?? [];
}
