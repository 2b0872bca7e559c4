import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, preloadable } from '@pulseboard/shared';
import { renderWithShell, testPageConfig } from '@pulseboard/shared/testing';
import { AreaRoute } from './AreaRoute';
import { pluginStatesAtom } from './plugin-store';
import { fetchPlugin, registerRemoteEntries } from './remote-loader';

// A screen asks for its remote on mount; unless a test answers, the load stays pending and the test sets the state itself.
jest.mock('./remote-loader', () => ({ fetchPlugin: jest.fn(() => new Promise(() => undefined)), registerRemoteEntries: jest.fn() }));

const GroupsList = () => <h1>Your groups</h1>;
const groups = definePlugin({ contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'campaigns.index', Component: GroupsList }] });
const remotes = [{ name: 'groups' as const, entry: '/remotes/groups/remoteEntry.js' }];

function renderArea() {
  const view = renderWithShell(<AreaRoute area="groups" name="campaigns.index" />, { config: testPageConfig({ remotes }) });
  return view;
}

it('loads its own remote when first opened, once, and only that one', async () => {
  jest.mocked(fetchPlugin).mockResolvedValueOnce(groups);
  renderArea();
  expect(await screen.findByRole('heading', { name: 'Your groups' })).toBeInTheDocument();
  expect(jest.mocked(fetchPlugin).mock.calls).toEqual([['groups']]);
});

it("renders the remote's screen for the route", async () => {
  const { store } = renderArea();
  act(() => store.set(pluginStatesAtom, { groups: { status: 'ready', plugin: groups } }));
  expect(await screen.findByRole('heading', { name: 'Your groups' })).toBeInTheDocument();
});

it('shows a fallback for a remote that failed, and retries it by registering it again', async () => {
  const { store } = renderArea();
  act(() => store.set(pluginStatesAtom, { groups: { status: 'failed', error: new Error('The groups area could not be loaded') } }));
  expect(await screen.findByText('Mission Control is unavailable right now')).toBeInTheDocument();

  jest.mocked(fetchPlugin).mockResolvedValueOnce(groups);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Your groups' })).toBeInTheDocument();
  expect(registerRemoteEntries).toHaveBeenCalledWith(remotes, true);
});

it('keeps a crashing screen inside its area', async () => {
  const Crashing = () => {
    throw new Error('render failed');
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderArea();
  act(() =>
    store.set(pluginStatesAtom, {
      groups: { status: 'ready', plugin: definePlugin({ contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'campaigns.index', Component: Crashing }] }) },
    }),
  );
  expect(await screen.findByTestId('remote-fallback-groups')).toHaveTextContent('render failed');
});

it('shows not found when the remote does not render the route', async () => {
  const { store } = renderArea();
  act(() => store.set(pluginStatesAtom, { groups: { status: 'ready', plugin: definePlugin({ contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [] }) } }));
  expect(await screen.findByText('Page not found')).toBeInTheDocument();
});

it("loads a preloadable screen's code before showing it, with the area's loader, and shows it at once when it is already there", async () => {
  let arrive: (module: { default: typeof GroupsList }) => void = () => undefined;
  const Screen = preloadable(() => new Promise<{ default: typeof GroupsList }>((resolve) => (arrive = resolve)));
  const { store, unmount } = renderArea();
  act(() =>
    store.set(pluginStatesAtom, { groups: { status: 'ready', plugin: definePlugin({ contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'campaigns.index', Component: Screen }] }) } }),
  );
  expect(screen.getByRole('status')).toBeInTheDocument();
  await act(async () => arrive({ default: GroupsList }));
  expect(await screen.findByRole('heading', { name: 'Your groups' })).toBeInTheDocument();
  unmount();

  const again = renderArea();
  act(() =>
    again.store.set(pluginStatesAtom, {
      groups: { status: 'ready', plugin: definePlugin({ contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'campaigns.index', Component: Screen }] }) },
    }),
  );
  expect(screen.getByRole('heading', { name: 'Your groups' })).toBeInTheDocument();
});
