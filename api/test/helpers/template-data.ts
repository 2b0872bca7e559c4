import type { TestClient } from './client.js';

/** The data of every interactive widget of a dashboard, asked for as its viewer's widgets ask. */
async function dashboardData(client: TestClient, permalink: string, range: { startDate: string; endDate: string }) {
  const board = (await client.get(`/api/dashboards/${permalink}`)).json().data;
  const answers = [];
  for (const widget of board.widgets.filter((entry: { nature: string }) => entry.nature === 'interactive')) {
    answers.push((await client.post('/api/widgets/data', { widget, range, compare: null, timezone: 'UTC' })).json().data);
  }
  return answers;
}

/** Creates a dashboard from a source template and expects every widget the template lists to show figures. */
export async function expectTemplateShowsData(client: TestClient, choice: { template: string; sourceId: number; property: string }, range: { startDate: string; endDate: string }) {
  const templates = (await client.get('/api/dashboards/templates')).json().data as Array<{ id: string; widgetsCount: number }>;
  const listed = templates.find((template) => template.id === choice.template);
  const created = await client.post('/api/dashboards', { name: choice.template, ...choice });
  expect(created.statusCode).toBe(201);
  const answers = await dashboardData(client, created.json().data.permalink, range);
  expect(answers).toHaveLength(listed?.widgetsCount ?? -1);
  for (const answer of answers) {
    expect(answer.errors).toEqual([]);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(Object.values(answer.totals).some((value) => typeof value === 'number' && value > 0)).toBe(true);
  }
}
