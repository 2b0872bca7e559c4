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

/**
 * The plan values every registration posts besides the account (spec §3, §7):
 * what the link asked for and the coupons the server accepted (a JSON list),
 * as POST /register and POST /register/{provider} take them.
 */
export function registrationPlanValues(query: RegistrationQuery, couponCodes: readonly string[]) {
  return {
    coupons: JSON.stringify(couponCodes),
    dashboards: query.dashboards,
    interval: query.interval,
    flow: query.flow ?? '',
    cid: analyticsClientId(document.cookie),
  };
}
