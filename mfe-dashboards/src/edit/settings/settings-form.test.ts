import { dashboardSettingsFormSchema, dashboardStylesSchema } from '@pulseboard/shared';
import { dashboardDocument } from '../../test-support/dashboard-fixtures';
import { settingsFormValues, withSettings } from './settings-form';

const dashboard = dashboardDocument({
  rangeType: 'custom',
  startDate: '2026-01-01',
  styles: dashboardStylesSchema.parse({ color: '#112233', backgroundColor: '#445566', logoImage: '/images/template.png' }),
});

it('starts from the dashboard, a missing day or colour as empty text', () => {
  expect(settingsFormValues(dashboard)).toMatchObject({
    startDate: '2026-01-01',
    endDate: '',
    styles: { theme: 'light', color: '#112233', backgroundColor: '#445566', dashboardBackgroundColor: '', logoImage: '/images/template.png', clientImage: null },
  });
});

it('applies the settings: a day left empty is none, a colour typed is taken when it is one, cleared when empty, else the previous one stays', () => {
  const typed = settingsFormValues(dashboard);
  const settings = dashboardSettingsFormSchema.parse({
    ...typed,
    name: ' Acme ',
    startDate: '',
    styles: { ...typed.styles, theme: 'dark', color: 'not a colour', backgroundColor: '', dashboardBackgroundColor: 'navy', logoImage: null },
  });
  const applied = withSettings(dashboard, settings);
  expect(applied).toMatchObject({ name: 'Acme', startDate: null, widgets: dashboard.widgets });
  expect(applied.styles).toEqual({ theme: 'dark', color: '#112233', backgroundColor: null, dashboardBackgroundColor: 'navy', logoImage: null, backgroundImage: null, clientImage: null });
});
