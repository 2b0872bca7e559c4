import insertStyle from './style-insert.js';

afterEach(() => {
  delete globalThis.__pulseboardShadowStyles;
  delete globalThis.document;
});

it("puts a style in the document's head, as the app always has", () => {
  const appended = [];
  globalThis.document = { head: { appendChild: (element) => appended.push(element) } };
  insertStyle('style element');
  expect(appended).toEqual(['style element']);
});

it("hands it to the script embed's registry of shadow roots where a page has one, and keeps it out of the head", () => {
  const adopted = [];
  globalThis.document = { head: { appendChild: () => expect.fail('appended to the head') } };
  globalThis.__pulseboardShadowStyles = { adopt: (element) => adopted.push(element) };
  insertStyle('style element');
  expect(adopted).toEqual(['style element']);
});
