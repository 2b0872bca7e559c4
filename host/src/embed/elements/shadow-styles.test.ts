import { installShadowStyles } from './shadow-styles';

/** What a bundle's chunk loading does with each chunk's CSS on such a page (shared/mf/style-insert.js): a stylesheet link handed to the registry. */
function loadStylesheet(href: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  installShadowStyles().adopt(link);
  return link;
}
const sheetsOf = (root: ShadowRoot) => [...root.querySelectorAll('link')].map((link) => link.getAttribute('href'));
const shadowRoot = () => document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });

afterEach(() => {
  delete globalThis.__pulseboardShadowStyles;
  document.documentElement.querySelectorAll('pulseboard-stylesheets').forEach((holder) => holder.remove());
  document.body.innerHTML = '';
});

it('copies every stylesheet into each shadow root, those there before and those attached later, and none into the page', () => {
  const styles = installShadowStyles();
  const first = shadowRoot();
  styles.attach(first);
  loadStylesheet('/embed-elements/core.css');
  loadStylesheet('/remotes/dashboards/view.css');
  const later = shadowRoot();
  styles.attach(later);
  styles.attach(later);
  loadStylesheet('/remotes/dashboards/widgets.css');

  const all = ['/embed-elements/core.css', '/remotes/dashboards/view.css', '/remotes/dashboards/widgets.css'];
  expect(sheetsOf(first)).toEqual(all);
  expect(sheetsOf(later)).toEqual(all);
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
  expect(document.querySelectorAll('link')).toHaveLength(0);
});

it('loads each adopted link itself in a hidden shadow root of its own, so the chunk that waits for it loads', () => {
  const link = loadStylesheet('/remotes/dashboards/view.css');
  const holder = document.documentElement.querySelector<HTMLElement>('pulseboard-stylesheets');
  expect(holder).not.toBeNull();
  expect(holder?.hidden).toBe(true);
  expect(link.isConnected).toBe(true);
  expect(link.getRootNode()).toBe(holder?.shadowRoot);
});

it('is one registry per page, whichever bundle installs it first', () => {
  expect(installShadowStyles()).toBe(installShadowStyles());
});
