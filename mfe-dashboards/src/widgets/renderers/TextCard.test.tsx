import { screen } from '@testing-library/react';
import type { ViewRange } from '@pulseboard/shared';
import { passive } from '../../test-support/dashboard-fixtures';
import { renderInDashboard } from '../../test-support/render-widget';
import TextCard from './TextCard';

const february: ViewRange = { range: { startDate: '2026-02-01', endDate: '2026-02-28' }, compare: { startDate: '2026-01-04', endDate: '2026-01-31' } };
const article = (header: string, startDate: string, endDate: string) => ({ file: null, header, content: `${header} text`, description: '', startDate, endDate });

it('shows the historic notes that overlap the view range only', () => {
  const widget = passive({
    id: 'h',
    type: {
      name: 'historic',
      articles: [
        article('January launch', '2026-01-10', '2026-01-31'),
        article('Spans into February', '2026-01-25', '2026-02-01'),
        article('March plan', '2026-03-01', '2026-03-05'),
        article('Mid February', '2026-02-10', '2026-02-12'),
      ],
    },
  });
  renderInDashboard(<TextCard widget={widget} view={february} />);
  expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Spans into February', 'Mid February']);
});

it('says so when no note covers the period', () => {
  renderInDashboard(<TextCard widget={passive({ id: 'h', type: { name: 'historic', articles: [article('March plan', '2026-03-01', '2026-03-05')] } })} view={february} />);
  expect(screen.getByText('Nothing was noted for this period.')).toBeInTheDocument();
});

it('shows uploaded images with their header and text, as text, never as markup', () => {
  const image = '/files/1/widget-abcdefghijklmnopqrstuvwxyz012345.png';
  const valid = passive({ id: 'u', description: 'Summary <b>not bold</b>', type: { name: 'upload', file: [image], header: ['Campaign'], content: ['Ran all month'] } });
  // The API refuses any other address; the card ignores one all the same, should it ever come.
  const widget = { ...valid, type: { name: 'upload' as const, file: [image, 'javascript:alert(1)'], header: ['Campaign', 'Second'], content: ['Ran all month', ''] } };
  const { container } = renderInDashboard(<TextCard widget={widget} view={february} />);
  expect(container.querySelectorAll('img')).toHaveLength(1);
  expect(container.querySelector('img')).toHaveAttribute('src', image);
  expect(screen.getByRole('heading', { name: 'Campaign' })).toBeInTheDocument();
  expect(screen.getByText('Summary <b>not bold</b>')).toBeInTheDocument();
});
