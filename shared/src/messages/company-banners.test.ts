import type { CompanyData } from '../contracts/company';
import { companyBanners } from './company-banners';
import { visibleMessagesByLevel } from './message-bar';

const now = new Date('2026-03-10T12:00:00Z');
const company = (overrides: Partial<CompanyData> = {}): CompanyData => ({
  id: 1,
  name: 'Acme',
  logo: null,
  state: 'trial',
  expiresAt: '2026-03-14T12:00:00Z',
  restoredAt: null,
  services: { dashboards: 3, bonusDashboards: 1 },
  subscription: null,
  sources: [],
  dashboardsCount: 0,
  campaignsCount: 0,
  fromAddress: null,
  activeEmail: true,
  verifiedWhitelabel: false,
  ...overrides,
});
const subscription = { id: 9, interval: 1, state: 'active' };
const codes = (data: CompanyData) => companyBanners(data, now).map((banner) => banner.code);

it('shows 120 to a trial without subscription, with the time left, and it cannot be closed', () => {
  const [banner] = companyBanners(company(), now);
  expect(banner).toMatchObject({ code: 120, closeable: false, link: { href: '/company/subscription' } });
  expect(banner?.body).toContain('4 days left');
});

it('shows 126 for a canceled company with a subscription, 128 for an overdue one', () => {
  expect(codes(company({ state: 'canceled', subscription }))).toEqual([126]);
  expect(codes(company({ state: 'overdue', subscription }))).toEqual([128]);
  expect(companyBanners(company({ state: 'overdue', subscription }), now)[0]?.link?.href).toBe('/company/manage-payment');
});

it('needs the subscription for 126 and 128', () => {
  expect(codes(company({ state: 'canceled' }))).toEqual([]);
  expect(codes(company({ state: 'overdue' }))).toEqual([]);
});

it('shows 129 without subscription, outside the trial, when no dashboard can be created', () => {
  expect(codes(company({ state: 'active', dashboardsCount: 4 }))).toEqual([129]);
  expect(codes(company({ state: 'active', dashboardsCount: 3 }))).toEqual([]);
  expect(codes(company({ state: 'trial', dashboardsCount: 4 }))).toEqual([120]);
});

it('shows 125 while any source is invalid, keyed by those sources, linking to re-authorisation', () => {
  const sources = [
    { id: 4, name: 'google_analytics', account: 'a', invalid: true },
    { id: 2, name: 'semrush', account: 'b', invalid: true },
    { id: 3, name: 'facebook', account: 'c', invalid: false },
  ];
  const banner = companyBanners(company({ state: 'active', sources }), now).find((candidate) => candidate.code === 125);
  expect(banner).toMatchObject({ key: '125:2,4', closeable: true, link: { href: '/company' } });
  expect(codes(company({ state: 'active', sources: [{ ...sources[2]! }] }))).toEqual([]);
});

it('shows 121 when a subscribed company has used all its dashboards, bonus included', () => {
  expect(codes(company({ state: 'active', subscription, dashboardsCount: 4 }))).toEqual([121]);
  expect(codes(company({ state: 'active', subscription, dashboardsCount: 3 }))).toEqual([]);
});

it('shows 122 for a restored account', () => {
  expect(codes(company({ state: 'active', restoredAt: '2026-03-01T00:00:00Z' }))).toEqual([122]);
});

it('makes every banner but 120 closeable', () => {
  const all = companyBanners(company({ state: 'overdue', subscription, dashboardsCount: 4, restoredAt: '2026-03-01', sources: [{ id: 1, name: 'x', account: null, invalid: true }] }), now);
  expect(all.map((banner) => [banner.code, banner.closeable])).toEqual([
    [128, true],
    [125, true],
    [121, true],
    [122, true],
  ]);
});

describe('the message bar', () => {
  it('hides closed messages for good but never one that cannot be closed, and groups by level', () => {
    const banners = companyBanners(company({ sources: [{ id: 1, name: 'x', account: null, invalid: true }] }), now);
    const dismissed = new Set(['120', '125:1']);
    expect(visibleMessagesByLevel(banners, dismissed).map((group) => [group.level, group.messages.map((message) => message.code)])).toEqual([['info', [120]]]);
    expect(visibleMessagesByLevel(banners, new Set()).map((group) => group.level)).toEqual(['danger', 'info']);
  });
});
