import { screen } from '@testing-library/react';
import { definePlugin, type RemoteName } from '@pulseboard/shared';
import { renderWithShell, testPageConfig } from '@pulseboard/shared/testing';
import { AreaRoute } from './AreaRoute';
import { loadExposedModule } from './containers';
import { pluginStatesAtom } from './plugin-store';

jest.mock('./containers', () => ({ ...jest.requireActual('./containers'), loadExposedModule: jest.fn(), registerContainer: jest.fn() }));

const [major = 0, minor = 0] = __PULSEBOARD_CONTRACT__.split('.').map(Number);
const GroupsList = () => <h1>Your groups</h1>;
const DashboardsList = () => <h1>Your dashboards</h1>;

const builtFor: Record<string, unknown> = {
  pulseboard_groups: definePlugin({ contract: `${major + 1}.0.0`, id: 'groups', routes: [{ name: 'campaigns.index', Component: GroupsList }] }),
  pulseboard_dashboards: definePlugin({ contract: __PULSEBOARD_CONTRACT__, id: 'dashboards', routes: [{ name: 'dashboards.index', Component: DashboardsList }] }),
  pulseboard_company: definePlugin({ contract: `${major}.${minor + 1}.0`, id: 'company', routes: [] }),
};
const remotes = (['groups', 'dashboards', 'company'] as RemoteName[]).map((name) => ({ name, entry: `/remotes/${name}/remoteEntry.js` }));

beforeEach(() => {
  jest.mocked(loadExposedModule).mockImplementation((container: string, module: string) => Promise.resolve(module === './plugin' ? { default: builtFor[container] } : undefined));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Each area's screen loads its own remote. */
async function loadAreas() {
  const view = renderWithShell(
    <>
      <AreaRoute area="groups" name="campaigns.index" />
      <AreaRoute area="dashboards" name="dashboards.index" />
      <AreaRoute area="company" name="company.sources" />
    </>,
    { config: testPageConfig({ remotes }) },
  );
  await screen.findByRole('heading', { name: 'Your dashboards' });
  return view;
}

it('refuses a remote built for another major version with its area fallback, while the other areas work', async () => {
  const { store } = await loadAreas();
  expect(await screen.findByRole('heading', { name: 'Your dashboards' })).toBeInTheDocument();
  expect(screen.getByTestId('remote-fallback-groups')).toHaveTextContent(`it was built for contract ${major + 1}.0.0 and this shell runs ${__PULSEBOARD_CONTRACT__}`);
  expect(screen.queryByRole('heading', { name: 'Your groups' })).not.toBeInTheDocument();
  expect(store.get(pluginStatesAtom).dashboards?.status).toBe('ready');
});

it('refuses a remote that needs a newer minor version than the shell has', async () => {
  const { store } = await loadAreas();
  const company = store.get(pluginStatesAtom).company;
  expect(company?.status === 'failed' && company.error.message).toMatch(`built for contract ${major}.${minor + 1}.0`);
});
