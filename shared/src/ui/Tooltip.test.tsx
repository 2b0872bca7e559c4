import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip';

it('explains a control that does not work yet, on keyboard focus too', async () => {
  const user = userEvent.setup();
  render(
    <Tooltip content="Not available yet.">
      <button type="button" aria-disabled="true">
        Export
      </button>
    </Tooltip>,
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Not available yet.');
  expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription('Not available yet.');
});
