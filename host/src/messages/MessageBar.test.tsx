import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySourceUpdateAtom, pageConfigAtom } from '@pulseboard/shared';
import { mockApi, renderWithShell, testCompany, testPageConfig } from '@pulseboard/shared/testing';
import { act } from 'react';
import { MessageBar } from './MessageBar';

const invalidSource = { id: 5, name: 'google_analytics', account: 'ga@acme.test', invalid: true };

it('shows the trial banner without a close control', () => {
  renderWithShell(<MessageBar />, { config: testPageConfig({ company: testCompany({ state: 'trial', subscription: null }) }) });
  const banner = screen.getByText('You are on a free trial.').closest('[data-code]');
  expect(banner).toHaveAttribute('data-code', '120');
  expect(screen.queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/company/subscription');
});

it('closes a banner at once and records it for the user', async () => {
  const api = mockApi({ 'POST /api/messages/dismissals': () => ({ status: 204 }) });
  const { store } = renderWithShell(<MessageBar />, { config: testPageConfig({ company: testCompany({ sources: [invalidSource] }) }) });
  await userEvent.click(screen.getByRole('button', { name: /Close: A data source needs to be re-authorised/ }));
  expect(screen.queryByText('A data source needs to be re-authorised.')).not.toBeInTheDocument();
  expect(api.calls[0]!.body).toEqual({ key: '125:5' });
  expect(store.get(pageConfigAtom)?.dismissedMessages).toEqual(['125:5']);
});

it('keeps a closed banner closed when the page loads again', () => {
  renderWithShell(<MessageBar />, { config: testPageConfig({ company: testCompany({ sources: [invalidSource] }), dismissedMessages: ['125:5'] }) });
  expect(screen.queryByText('A data source needs to be re-authorised.')).not.toBeInTheDocument();
});

it('shows 125 live when a source update marks a source invalid', () => {
  const { store } = renderWithShell(<MessageBar />);
  expect(screen.queryByText(/re-authorised/)).not.toBeInTheDocument();
  act(() => store.set(applySourceUpdateAtom, { id: 5, sources: [invalidSource] }));
  expect(screen.getByText('A data source needs to be re-authorised.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Re-authorise' })).toHaveAttribute('href', '/company');
});

it('shows stored messages grouped by level, most severe first', () => {
  renderWithShell(<MessageBar />, {
    config: testPageConfig({
      messages: [
        { key: 'message:1', code: 300, title: 'New feature', body: 'Try it.', level: 'info', closeable: true, link: null },
        { key: 'message:2', code: 301, title: 'Outage', body: 'We are on it.', level: 'danger', closeable: false, link: null },
      ],
    }),
  });
  const codes = screen.getAllByText(/New feature|Outage/).map((element) => element.closest('[data-code]')?.getAttribute('data-code'));
  expect(codes).toEqual(['301', '300']);
});
