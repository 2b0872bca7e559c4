import { dashboardStylesSchema } from '@pulseboard/shared';
import { dashboardDocument, passive } from '../../test-support/dashboard-fixtures';

const styled = (values: Record<string, string | null>) => dashboardStylesSchema.parse(values);
import { galleryImages, unusedImages, withColour } from './style-values';

const styles = dashboardDocument({ styles: styled({ color: '#112233' }) }).styles;

it('takes a colour the shared rule accepts', () => {
  expect(withColour(styles, 'color', ' rgb(10, 20, 30) ').color).toBe('rgb(10, 20, 30)');
  expect(withColour(styles, 'backgroundColor', 'rebeccapurple').backgroundColor).toBe('rebeccapurple');
});

it('keeps the previous colour for a value that is not one (spec §5)', () => {
  expect(withColour(styles, 'color', 'not-a-colour')).toBe(styles);
  expect(withColour(styles, 'color', '#12345').color).toBe('#112233');
});

it('clears a colour given as empty, so the theme applies', () => {
  expect(withColour(styles, 'color', '').color).toBeNull();
});

it('offers the images the dashboard already uses, each once', () => {
  const dashboard = dashboardDocument({
    styles: styled({ logoImage: '/files/3/logo-aaaaaaaaaaaaaaaaaaaa.png', clientImage: '/files/3/logo-aaaaaaaaaaaaaaaaaaaa.png' }),
    widgets: [passive({ id: 'p', type: { name: 'upload', file: ['/files/3/widget-bbbbbbbbbbbbbbbbbbbb.png'], header: [''], content: [''] } })],
  });
  expect(galleryImages(dashboard)).toEqual(['/files/3/logo-aaaaaaaaaaaaaaaaaaaa.png', '/files/3/widget-bbbbbbbbbbbbbbbbbbbb.png']);
  expect(galleryImages(dashboardDocument())).toEqual([]);
});

it('deletes only uploaded files the dashboard no longer uses anywhere', () => {
  const logo = '/files/3/logo-aaaaaaaaaaaaaaaaaaaa.png';
  const client = '/files/3/client-cccccccccccccccccccc.png';
  const before = dashboardDocument({ styles: styled({ logoImage: logo, clientImage: client, backgroundImage: '/images/template.png' }) });
  const after = dashboardDocument({ styles: styled({ logoImage: null, clientImage: logo, backgroundImage: null }) });
  expect(unusedImages(before, after)).toEqual([client]);
});
