import { DEFAULT_REGISTRATION_DASHBOARDS, type OnboardingFlow } from '@pulseboard/shared';

export interface RegistrationQuery {
  flow: OnboardingFlow | undefined;
  dashboards: number;
  interval: 1 | 12;
  coupons: string[];
}

const TRUTHY = new Set(['1', 'true', 'yes', 'on']);

/**
 * The query values the registration screen reads (spec §2): source (dashboard
 * or mc), dashboards (default 25), annual (truthy means 12 months) and coupons
 * (one or many, as repeated or comma-separated values).
 */
export function readRegistrationQuery(params: URLSearchParams): RegistrationQuery {
  const source = params.get('source');
  const dashboards = Number.parseInt(params.get('dashboards') ?? '', 10);
  const coupons = [...params.getAll('coupons'), ...params.getAll('coupons[]')]
    .flatMap((value) => value.split(','))
    .map((code) => code.trim())
    .filter(Boolean);
  return {
    flow: source === 'dashboard' || source === 'mc' ? source : undefined,
    dashboards: Number.isFinite(dashboards) && dashboards >= 1 ? dashboards : DEFAULT_REGISTRATION_DASHBOARDS,
    interval: TRUTHY.has((params.get('annual') ?? '').toLowerCase()) ? 12 : 1,
    coupons: [...new Set(coupons)],
  };
}

/** The analytics client id, taken from the Google Analytics cookie when there is one. */
export function analyticsClientId(cookie: string): string | undefined {
  const match = /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)/.exec(cookie);
  return match?.[1];
}
