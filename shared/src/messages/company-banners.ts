import { BANNER_CODES, canCreateDashboard, type CompanyData, type GlobalMessage } from '../contracts/company.js';
import { timeLeft } from '../billing/time-left.js';

const SUBSCRIPTION = '/company/subscription';
const RE_AUTHORISE = '/company';
const MANAGE_PAYMENT = '/company/manage-payment';

const remaining = (expiresAt: string | null, now: Date): string => (expiresAt ? ` ${timeLeft(expiresAt, now)}.` : '');

type Banner = Omit<GlobalMessage, 'key'> & { key?: string };

/** The subscription banner: at most one of 126, 128, 120 and 129 applies. */
function subscriptionBanner(company: CompanyData, now: Date): Banner | null {
  const { subscription, state } = company;
  if (subscription && state === 'canceled') {
    return {
      code: BANNER_CODES.canceled,
      key: `${BANNER_CODES.canceled}:${subscription.id}`,
      level: 'warning',
      title: 'Your subscription is canceled.',
      body: `Your dashboards stay available until the end of the paid period.${remaining(company.expiresAt, now)}`,
      closeable: true,
      link: { label: 'Subscribe again', href: SUBSCRIPTION },
    };
  }
  if (subscription && state === 'overdue') {
    return {
      code: BANNER_CODES.overduePayment,
      key: `${BANNER_CODES.overduePayment}:${subscription.id}`,
      level: 'danger',
      title: 'Your last payment failed.',
      body: 'Update your card to keep your dashboards running.',
      closeable: true,
      link: { label: 'Change card', href: MANAGE_PAYMENT },
    };
  }
  if (!subscription && state === 'trial') {
    return {
      code: BANNER_CODES.trialActive,
      level: 'info',
      title: 'You are on a free trial.',
      body: `Subscribe to keep your dashboards after the trial.${remaining(company.expiresAt, now)}`,
      closeable: false,
      link: { label: 'Subscribe', href: SUBSCRIPTION },
    };
  }
  if (!subscription && state !== 'trial' && !canCreateDashboard(company)) {
    return {
      code: BANNER_CODES.trialPromo,
      level: 'warning',
      title: 'Subscribe to create more dashboards.',
      body: 'Pick a plan with as many dashboards as your clients need.',
      closeable: true,
      link: { label: 'See plans', href: SUBSCRIPTION },
    };
  }
  return null;
}

/**
 * The banners the company's state calls for (spec §4), each with the key its
 * dismissal is stored under. Keys carry what the banner is about (which
 * sources, which subscription), so a new occurrence shows again after an
 * earlier one was closed.
 */
export function companyBanners(company: CompanyData, now = new Date()): GlobalMessage[] {
  const banners: Banner[] = [];
  const subscription = subscriptionBanner(company, now);
  if (subscription) banners.push(subscription);

  const invalid = company.sources.filter((source) => source.invalid);
  if (invalid.length) {
    banners.push({
      code: BANNER_CODES.expiredSources,
      key: `${BANNER_CODES.expiredSources}:${invalid
        .map((source) => source.id)
        .sort((a, b) => a - b)
        .join(',')}`,
      level: 'danger',
      title: invalid.length === 1 ? 'A data source needs to be re-authorised.' : `${invalid.length} data sources need to be re-authorised.`,
      body: 'Widgets that use them show no data until you connect them again.',
      closeable: true,
      link: { label: 'Re-authorise', href: RE_AUTHORISE },
    });
  }
  if (company.subscription && !canCreateDashboard(company)) {
    banners.push({
      code: BANNER_CODES.allDashboardsUsed,
      key: `${BANNER_CODES.allDashboardsUsed}:${company.dashboardsCount}`,
      level: 'info',
      title: 'You are using all the dashboards of your plan.',
      body: 'Update your plan to add more.',
      closeable: true,
      link: { label: 'Update plan', href: SUBSCRIPTION },
    });
  }
  if (company.restoredAt) {
    banners.push({
      code: BANNER_CODES.accountRestored,
      key: `${BANNER_CODES.accountRestored}:${company.restoredAt}`,
      level: 'success',
      title: 'Welcome back!',
      body: 'Your account has been restored.',
      closeable: true,
      link: null,
    });
  }
  return banners.map((banner) => ({ ...banner, key: banner.key ?? String(banner.code) }));
}
