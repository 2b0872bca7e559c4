import { remoteNamedByPage } from './page-named-remote';

const pageWith = (head: string) => new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');

it('reads the remote and entry the page names on its preload link, as written', () => {
  const page = pageWith('<link rel="preload" href="https://cdn.example/dashboards/remoteEntry.js?v=&quot;2&quot;" as="script" data-remote="dashboards" />');
  expect(remoteNamedByPage(page)).toEqual({ name: 'dashboards', entry: 'https://cdn.example/dashboards/remoteEntry.js?v="2"' });
});

it('names none on a page without such a link, or whose link names no remote of the contract', () => {
  expect(remoteNamedByPage(pageWith('<link rel="preload" href="/api/page-config" as="fetch" />'))).toBeUndefined();
  expect(remoteNamedByPage(pageWith('<link rel="preload" href="/remotes/x/remoteEntry.js" as="script" data-remote="billing" />'))).toBeUndefined();
  expect(remoteNamedByPage(pageWith('<link rel="preload" as="script" data-remote="auth" />'))).toBeUndefined();
});
