import { createStore } from 'jotai';
import { definePlugin, preloadable } from '@pulseboard/shared';
import { ensureAreaOfPage } from './plugin-store';
import { fetchPlugin } from './remote-loader';

jest.mock('./remote-loader', () => ({ fetchPlugin: jest.fn(), registerRemoteEntries: jest.fn() }));

const GroupsList = () => null;
const CreateGroup = () => null;

function groupsPlugin() {
  const list = preloadable(async () => ({ default: GroupsList }));
  const create = preloadable(async () => ({ default: CreateGroup }));
  const plugin = definePlugin({
    contract: __PULSEBOARD_CONTRACT__,
    id: 'groups',
    routes: [
      { name: 'campaigns.index', Component: list },
      { name: 'campaigns.create', Component: create },
    ],
  });
  return { plugin, list, create };
}

it("starts loading the page's screen code as soon as its area has loaded, and no other screen's", async () => {
  const { plugin, list, create } = groupsPlugin();
  jest.mocked(fetchPlugin).mockResolvedValueOnce(plugin);
  await ensureAreaOfPage(createStore(), 'groups', 'campaigns.create');
  await Promise.resolve();
  expect(create.isLoaded()).toBe(true);
  expect(list.isLoaded()).toBe(false);
});
