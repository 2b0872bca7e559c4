import { dashboardDocumentPath, dashboardModeOfRoute, firstWidgetsRequest, permalinkModeOfRoute, widgetsDataPath } from './dashboard-view-requests';

const MARCH = { range: { startDate: '2026-03-01', endDate: '2026-03-31' }, compare: { startDate: '2026-01-29', endDate: '2026-02-28' } };
const params = (query: string) => new URLSearchParams(query);

it('names a dashboard by its permalink, encoded', () => {
  expect(dashboardDocumentPath('a b/c')).toBe('/api/dashboards/a%20b%2Fc');
});

it("asks for named widgets, or a first screen's, in the data request's own query", () => {
  expect(widgetsDataPath('acme', MARCH, { widgetIds: ['w1', 'w2'] })).toBe(
    '/api/dashboards/acme/widgets/data?startDate=2026-03-01&endDate=2026-03-31&compareStartDate=2026-01-29&compareEndDate=2026-02-28&widget=w1&widget=w2',
  );
  expect(widgetsDataPath('acme', MARCH, { viewportHeight: 900 })).toMatch(/compareEndDate=2026-02-28&viewportHeight=900$/);
  expect(widgetsDataPath('acme', MARCH, { viewportHeight: undefined })).toMatch(/compareEndDate=2026-02-28$/);
});

it('asks for the first widgets beside the document only when the address names the range', () => {
  expect(firstWidgetsRequest('print', params('month=3&year=2026'), undefined)).toEqual({ view: MARCH, viewportHeight: undefined });
  expect(firstWidgetsRequest('print', params('startDate=2026-03-01&endDate=2026-03-31&compareStartDate=2026-01-29&compareEndDate=2026-02-28'), 900)).toEqual({
    view: MARCH,
    viewportHeight: undefined,
  });
  expect(firstWidgetsRequest('show', params('startDate=2026-03-01&endDate=2026-03-31&compareStartDate=2026-01-29&compareEndDate=2026-02-28'), 900)).toEqual({ view: MARCH, viewportHeight: 900 });
  expect(firstWidgetsRequest('show', params(''), 900)).toBeNull();
});

it('leaves out the views that wait for the document, and a report view whose screen height is unknown', () => {
  const march = params('month=3&year=2026');
  expect(firstWidgetsRequest('realTime', march, 900)).toBeNull();
  expect(firstWidgetsRequest('embed', march, 900)).toBeNull();
  expect(firstWidgetsRequest('print', params('month=3&year=2026&live=1'), undefined)).toBeNull();
  expect(firstWidgetsRequest('show', march, undefined)).toBeNull();
});

it("tells each dashboard route's view, and which are opened by their permalink alone: not the embed, which brings a token of its own", () => {
  const routes = ['dashboard.show', 'dashboard.print', 'dashboard.realTime', 'dashboard.embed', 'dashboards.index'];
  expect(routes.map(dashboardModeOfRoute)).toEqual(['show', 'print', 'realTime', 'embed', undefined]);
  expect(routes.map(permalinkModeOfRoute)).toEqual(['show', 'print', 'realTime', undefined, undefined]);
});
