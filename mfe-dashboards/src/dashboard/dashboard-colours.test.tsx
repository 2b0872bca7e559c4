import { act, render } from '@testing-library/react';
import { dashboardDocument } from '../test-support/dashboard-fixtures';
import { readDashboardColours, useDashboardColours, type DashboardColours } from './dashboard-colours';

it("reads the palette tokens in order, the text colour and the widgets' background where the dashboard resolves them", () => {
  const root = document.createElement('div');
  root.style.setProperty('--pb-chart-1', ' #4f46e5');
  root.style.setProperty('--pb-chart-2', '#0ea5e9');
  root.style.setProperty('--dash-surface', '#171e31');
  root.style.color = 'rgb(231, 234, 243)';
  document.body.append(root);
  expect(readDashboardColours(root)).toEqual({ palette: ['#4f46e5', '#0ea5e9'], text: 'rgb(231, 234, 243)', surface: '#171e31' });
  root.remove();
});

function Probe({ onColours }: { onColours: (colours: DashboardColours | null) => void }) {
  const { root, colours } = useDashboardColours(STYLES);
  onColours(colours);
  return <div ref={root} />;
}

const STYLES = dashboardDocument().styles;

it("reads the colours again once a shadow root's copy of a stylesheet has loaded (a script embed)", () => {
  // What the page resolves where the dashboard sits: the palette tokens apply once the copy has loaded.
  let loaded = false;
  const resolved = jest
    .spyOn(window, 'getComputedStyle')
    .mockImplementation(() => ({ color: 'rgb(1, 2, 3)', getPropertyValue: (name: string) => (loaded && name === '--pb-chart-1' ? '#4f46e5' : '') }) as CSSStyleDeclaration);
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/remotes/dashboards/dashboard.css';
  const container = document.createElement('div');
  shadow.append(link, container);
  const seen: Array<DashboardColours | null> = [];
  render(<Probe onColours={(colours) => seen.push(colours)} />, { container });
  expect(seen.at(-1)?.palette).toEqual([]);

  loaded = true;
  act(() => {
    link.dispatchEvent(new Event('load'));
  });
  expect(seen.at(-1)?.palette).toEqual(['#4f46e5']);
  resolved.mockRestore();
  host.remove();
});
