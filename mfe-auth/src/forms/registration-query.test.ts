import { analyticsClientId, readRegistrationQuery } from './registration-query';

const read = (query: string) => readRegistrationQuery(new URLSearchParams(query));

it('defaults to 25 dashboards, a monthly interval, no flow and no coupons', () => {
  expect(read('')).toEqual({ flow: undefined, dashboards: 25, interval: 1, coupons: [] });
});

it('reads the source as the flow, only when it is dashboard or mc', () => {
  expect(read('source=mc').flow).toBe('mc');
  expect(read('source=dashboard').flow).toBe('dashboard');
  expect(read('source=other').flow).toBeUndefined();
});

it('reads dashboards, falling back to 25 for nonsense', () => {
  expect(read('dashboards=40').dashboards).toBe(40);
  expect(read('dashboards=0').dashboards).toBe(25);
  expect(read('dashboards=abc').dashboards).toBe(25);
  expect(read('dashboards=999999').dashboards).toBe(25);
});

it('treats a truthy annual as a 12-month interval', () => {
  expect(read('annual=1').interval).toBe(12);
  expect(read('annual=true').interval).toBe(12);
  expect(read('annual=0').interval).toBe(1);
});

it('reads one or many coupons, without duplicates', () => {
  expect(read('coupons=SPRING').coupons).toEqual(['SPRING']);
  expect(read('coupons=A&coupons=B&coupons[]=C').coupons).toEqual(['A', 'B', 'C']);
  expect(read('coupons=A,B,A').coupons).toEqual(['A', 'B']);
});

it('takes the analytics client id from the _ga cookie', () => {
  expect(analyticsClientId('x=1; _ga=GA1.2.1234567.7654321; y=2')).toBe('1234567.7654321');
  expect(analyticsClientId('x=1')).toBeUndefined();
});
