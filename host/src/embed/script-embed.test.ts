import { loadElementsWhenUsed } from './script-embed';

const ORIGIN = 'https://app.pulseboard.test';
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));
const elementScripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('loads the elements bundle once, from the dashboards origin, as soon as the page has an element', async () => {
  loadElementsWhenUsed(ORIGIN);
  document.body.append(document.createElement('p'));
  await mutationsSeen();
  expect(elementScripts()).toEqual([]);

  document.body.append(document.createElement('pulseboard-dashboard'));
  await mutationsSeen();
  document.body.append(document.createElement('pulseboard-dashboard'));
  await mutationsSeen();
  expect(elementScripts()).toEqual([`${ORIGIN}/embed-elements/main.js`]);
});

it('loads it at once for an element already on the page, and not where the element is already defined', () => {
  document.body.append(document.createElement('pulseboard-dashboard'));
  loadElementsWhenUsed(ORIGIN);
  expect(elementScripts()).toEqual([`${ORIGIN}/embed-elements/main.js`]);

  document.head.innerHTML = '';
  customElements.define('pulseboard-dashboard', class extends HTMLElement {});
  loadElementsWhenUsed(ORIGIN);
  expect(elementScripts()).toEqual([]);
});
