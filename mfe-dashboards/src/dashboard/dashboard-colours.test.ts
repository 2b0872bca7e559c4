import { readDashboardColours } from './dashboard-colours';

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
