import { registrationQuerySchema, type RegistrationQuery } from '@pulseboard/shared';

/** The registration query of a URL, read by the contract's rules (spec §2). */
export function readRegistrationQuery(params: URLSearchParams): RegistrationQuery {
  return registrationQuerySchema.parse({
    source: params.get('source') ?? undefined,
    dashboards: params.get('dashboards') ?? undefined,
    annual: params.get('annual') ?? undefined,
    coupons: [...params.getAll('coupons'), ...params.getAll('coupons[]')],
  });
}

/** The analytics client id, taken from the Google Analytics cookie when there is one. */
export function analyticsClientId(cookie: string): string | undefined {
  const match = /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)/.exec(cookie);
  return match?.[1];
}
