import { startEmbedPage } from './page-api';

jest.mock('./page-api', () => ({ startEmbedPage: jest.fn(() => ({ on: jest.fn(), setRange: jest.fn() })) }));

async function runScript(src: string | null) {
  const script = src === null ? null : Object.assign(document.createElement('script'), { src, async: true });
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  await jest.isolateModulesAsync(async () => {
    await import('./embed-page');
  });
}

afterEach(() => {
  delete window.Pulseboard;
  jest.restoreAllMocks();
  jest.mocked(startEmbedPage).mockClear();
});

it('serves the dashboards of the origin it was loaded from, as window.Pulseboard', async () => {
  await runScript('https://reports.agency.test/embed.js');
  expect(startEmbedPage).toHaveBeenCalledWith('https://reports.agency.test');
  expect(window.Pulseboard).toBeDefined();
});

it('leaves the first copy in charge when the page loads the script twice', async () => {
  await runScript('https://reports.agency.test/embed.js');
  const first = window.Pulseboard;
  await runScript('https://reports.agency.test/embed.js');
  expect(startEmbedPage).toHaveBeenCalledTimes(1);
  expect(window.Pulseboard).toBe(first);
});

it('says how to load it when it runs without a script tag of its own', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await runScript(null);
  expect(error).toHaveBeenCalledWith('Pulseboard: load embed.js with a <script src> tag.');
  expect(window.Pulseboard).toBeUndefined();
});
