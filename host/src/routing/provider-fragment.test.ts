import { dropProviderFragment } from './provider-fragment';

it("takes Facebook's #_=_ off the address, keeping the path and query", () => {
  window.history.replaceState(null, '', '/intro?x=1#_=_');
  dropProviderFragment();
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/intro?x=1');
});

it('leaves any other fragment alone', () => {
  window.history.replaceState(null, '', '/dashboards/abc#widget-3');
  dropProviderFragment();
  expect(window.location.hash).toBe('#widget-3');
});
