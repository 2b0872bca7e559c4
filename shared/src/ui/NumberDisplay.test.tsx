import { render, screen } from '@testing-library/react';
import { NumberDisplay } from './NumberDisplay';

it('shows the formatted number', () => {
  render(<NumberDisplay value={1234.5} format="money" locale="en-US" />);
  expect(screen.getByText('$1,234.50')).toBeInTheDocument();
});

it.each([NaN, null, undefined, 'not a number'])('shows N/A, spelled out for assistive technology, for %p', (value) => {
  render(<NumberDisplay value={value} />);
  const missing = screen.getByText('N/A');
  expect(missing.tagName).toBe('ABBR');
  expect(missing).toHaveAttribute('title', 'Not available');
});
