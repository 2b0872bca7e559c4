import insertStylesheet from './style-insert.js';

afterEach(() => {
  delete globalThis.__pulseboardShadowStyles;
  delete globalThis.document;
});

it("puts a chunk's stylesheet link in the document's head", () => {
  const appended = [];
  globalThis.document = { head: { appendChild: (element) => appended.push(element) } };
  insertStylesheet('link element');
  expect(appended).toEqual(['link element']);
});

it("hands it to the script embed's registry of shadow roots where a page has one, and keeps it out of the head", () => {
  const adopted = [];
  globalThis.document = { head: { appendChild: () => expect.fail('appended to the head') } };
  globalThis.__pulseboardShadowStyles = { adopt: (element) => adopted.push(element) };
  insertStylesheet('link element');
  expect(adopted).toEqual(['link element']);
});

it('names nothing outside itself, as its source is written into every runtime on its own', () => {
  const isolated = new Function(`return (${insertStylesheet.toString()})`)();
  const appended = [];
  globalThis.document = { head: { appendChild: (element) => appended.push(element) } };
  isolated('link element');
  expect(appended).toEqual(['link element']);
});
