import { loadExposedModule, registerContainer } from './containers';

const shareScope = { react: {} };
const initSharing = jest.fn(() => Promise.resolve());
Object.assign(globalThis, { __webpack_init_sharing__: initSharing, __webpack_share_scopes__: { default: shareScope } });

type Outcome = 'defines' | 'fails' | 'defines nothing';
const loaded: string[] = [];
let outcome: Outcome = 'defines';

function containerFor(name: string) {
  return {
    init: jest.fn(),
    get: jest.fn((module: string) => Promise.resolve(() => ({ container: name, module }))),
  };
}

/** Stands in for the browser running a remoteEntry.js: it defines the container global, or fails to load. */
beforeEach(() => {
  loaded.length = 0;
  outcome = 'defines';
  jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    loaded.push(script.src);
    const name = new URL(script.src).pathname.split('/')[2]!;
    queueMicrotask(() => {
      if (outcome === 'fails') return script.onerror?.(new Event('error'));
      if (outcome === 'defines') Object.assign(window, { [name]: containerFor(name) });
      script.onload?.(new Event('load'));
    });
  });
});

const windowContainer = (name: string) => (window as unknown as Record<string, ReturnType<typeof containerFor>>)[name]!;

it("loads a container's entry once, starts it with the page's share scope once, and evaluates each exposed module asked for", async () => {
  registerContainer('alpha', 'https://app.test/remotes/alpha/remoteEntry.js');
  const [plugin, parcel] = await Promise.all([loadExposedModule('alpha', './plugin'), loadExposedModule('alpha', './parcel')]);

  expect(plugin).toEqual({ container: 'alpha', module: './plugin' });
  expect(parcel).toEqual({ container: 'alpha', module: './parcel' });
  expect(loaded).toEqual(['https://app.test/remotes/alpha/remoteEntry.js']);
  expect(initSharing).toHaveBeenCalledWith('default');
  expect(windowContainer('alpha').init).toHaveBeenCalledTimes(1);
  expect(windowContainer('alpha').init).toHaveBeenCalledWith(shareScope);
});

it('forgets an entry that failed to load, so asking again loads it again', async () => {
  registerContainer('beta', 'https://app.test/remotes/beta/remoteEntry.js');
  outcome = 'fails';
  await expect(loadExposedModule('beta', './plugin')).rejects.toThrow('https://app.test/remotes/beta/remoteEntry.js could not be loaded');

  outcome = 'defines';
  await expect(loadExposedModule('beta', './plugin')).resolves.toEqual({ container: 'beta', module: './plugin' });
  expect(loaded).toHaveLength(2);
});

it('refuses an entry that defines no container, and a container nobody registered', async () => {
  registerContainer('gamma', 'https://app.test/remotes/gamma/remoteEntry.js');
  outcome = 'defines nothing';
  await expect(loadExposedModule('gamma', './plugin')).rejects.toThrow('https://app.test/remotes/gamma/remoteEntry.js did not define the gamma container');
  await expect(loadExposedModule('delta', './plugin')).rejects.toThrow('No entry is registered for the delta container');
});

it('loads a started container anew when registered again with force, and keeps it when registered again without', async () => {
  registerContainer('epsilon', 'https://app.test/remotes/epsilon/remoteEntry.js');
  await loadExposedModule('epsilon', './plugin');
  registerContainer('epsilon', 'https://app.test/remotes/epsilon/remoteEntry.js');
  await loadExposedModule('epsilon', './plugin');
  expect(loaded).toHaveLength(1);

  registerContainer('epsilon', 'https://app.test/remotes/epsilon/remoteEntry.js', { force: true });
  await loadExposedModule('epsilon', './plugin');
  expect(loaded).toHaveLength(2);
});
