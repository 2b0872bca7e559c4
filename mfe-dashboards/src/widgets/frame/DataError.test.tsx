import { screen } from '@testing-library/react';
import { renderInDashboard } from '../../test-support/render-widget';
import { DataError } from './DataError';

const expired = [{ instanceId: 'i1', sourceId: 5, kind: 'source_invalid' as const, message: 'Token expired' }];

it('tells an owner the source needs re-authorising, and where to do it', () => {
  renderInDashboard(<DataError errors={expired} partial={false} />, { owner: true });
  expect(screen.getByRole('alert')).toHaveTextContent('This source needs to be re-authorised.');
  expect(screen.getByRole('link', { name: 'Re-authorise it in Company Sources' })).toHaveAttribute('href', '/company/sources');
});

it('gives a public viewer the reason without the owner’s link', () => {
  renderInDashboard(<DataError errors={expired} partial={false} />, { owner: false });
  expect(screen.getByRole('alert')).toHaveTextContent('This source needs to be re-authorised.');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('names each kind of failure once', () => {
  renderInDashboard(
    <DataError
      errors={[
        { instanceId: 'i1', sourceId: 5, kind: 'quota', message: '' },
        { instanceId: 'i2', sourceId: 6, kind: 'quota', message: '' },
        { instanceId: 'i3', sourceId: null, kind: 'missing_source', message: '' },
      ]}
      partial
    />,
  );
  expect(screen.getAllByText(/usage limit/)).toHaveLength(1);
  expect(screen.getByText('This widget has no source connected.')).toBeInTheDocument();
});

it('names a lasting limit in the words the API gave it', () => {
  const limit = 'Semrush: 200 calls a day for this source reached; figures refresh tomorrow.';
  renderInDashboard(<DataError errors={[{ instanceId: 'i1', sourceId: 5, kind: 'quota', message: limit }]} partial={false} />);
  expect(screen.getByRole('alert')).toHaveTextContent(limit);
  expect(screen.queryByText(/usage limit/)).not.toBeInTheDocument();
});
