import { render, screen } from '@testing-library/react';
import { Loader, PageLoader } from './Loader';

it('is a status named "Loading" at size m by default', () => {
  render(<Loader />);
  const loader = screen.getByRole('status', { name: 'Loading' });
  expect(loader).toHaveClass('loader', 'm');
});

it.each(['s', 'm', 'l'] as const)('renders size %s', (size) => {
  render(<Loader size={size} label="Loading widgets" />);
  expect(screen.getByRole('status', { name: 'Loading widgets' })).toHaveClass(size);
});

it('PageLoader is a large, labelled status', () => {
  render(<PageLoader label="Loading dashboard" />);
  expect(screen.getByRole('status', { name: 'Loading dashboard' })).toHaveClass('l');
});
