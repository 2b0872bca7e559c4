import { installShadowStyles } from './shadow-styles';

/** What style-loader does with each CSS module on such a page (shared/mf/style-insert.js): a style element handed to the registry, then filled. */
function loadCss(css: string) {
  const style = document.createElement('style');
  installShadowStyles().adopt(style);
  style.appendChild(document.createTextNode(css));
  return style;
}
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));
const stylesOf = (root: ShadowRoot) => [...root.querySelectorAll('style')].map((style) => style.textContent);
const shadowRoot = () => document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });

afterEach(() => {
  delete globalThis.__pulseboardShadowStyles;
  document.body.innerHTML = '';
});

it('copies every style into each shadow root, those there before and those attached later, and none into the head', async () => {
  const styles = installShadowStyles();
  const first = shadowRoot();
  styles.attach(first);
  loadCss(':host { --pb-color-text: #1c2233 }');
  loadCss('.dashboard { color: var(--pb-color-text) }');
  await mutationsSeen();
  const later = shadowRoot();
  styles.attach(later);
  styles.attach(later);
  loadCss('.widget { padding: 4px }');
  await mutationsSeen();

  const all = [':host { --pb-color-text: #1c2233 }', '.dashboard { color: var(--pb-color-text) }', '.widget { padding: 4px }'];
  expect(stylesOf(first)).toEqual(all);
  expect(stylesOf(later)).toEqual(all);
  expect(document.querySelectorAll('style')).toHaveLength(0);
});

it('follows a style rewritten after it was copied', async () => {
  const styles = installShadowStyles();
  const root = shadowRoot();
  styles.attach(root);
  const style = loadCss('.a { color: blue }');
  await mutationsSeen();
  style.textContent = '.a { color: green }';
  await mutationsSeen();
  expect(stylesOf(root)).toEqual(['.a { color: green }']);
});

it('is one registry per page, whichever bundle installs it first', () => {
  expect(installShadowStyles()).toBe(installShadowStyles());
});
