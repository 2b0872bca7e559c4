import { createSaveSequence } from './editor-session';

/** A page of the tab: its own instance of the module, and the page events only it hears. */
interface Page {
  editorSessionOf(dashboardId: number): string;
  /** The page goes: for good (a reload, a navigation, the tab closing), or into the back/forward cache. */
  hide(persisted: boolean): void;
  /** The page comes back from the back/forward cache. */
  show(): void;
}

async function openPage(): Promise<Page> {
  const listeners: [string, EventListener][] = [];
  const listen = jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
    listeners.push([type, listener as EventListener]);
  });
  let editorSessionOf!: Page['editorSessionOf'];
  try {
    await jest.isolateModulesAsync(async () => {
      ({ editorSessionOf } = await import('./editor-session'));
    });
  } finally {
    listen.mockRestore();
  }
  const dispatch = (type: string, persisted: boolean) => {
    for (const [heard, listener] of listeners) if (heard === type) listener(Object.assign(new Event(type), { persisted }));
  };
  return { editorSessionOf, hide: (persisted) => dispatch('pagehide', persisted), show: () => dispatch('pageshow', true) };
}

/** A duplicate of the tab: a new page on a copy of the tab's storage. The tab's own storage stays as it was. */
async function inDuplicate<T>(visit: (duplicate: Page) => T): Promise<T> {
  const copy = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '').map((key) => [key, sessionStorage.getItem(key) ?? ''] as const);
  try {
    return visit(await openPage());
  } finally {
    sessionStorage.clear();
    for (const [key, value] of copy) sessionStorage.setItem(key, value);
  }
}

beforeEach(() => sessionStorage.clear());

it('makes a session without crypto.randomUUID, which pages over plain http lack, and keeps it for the page', async () => {
  const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const page = await openPage();
    const session = page.editorSessionOf(7);
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    expect(page.editorSessionOf(7)).toBe(session);
    expect(page.editorSessionOf(8)).not.toBe(session);
  } finally {
    if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
  }
});

it('keeps the session over a reload of the tab, whose old page lets go of it on pagehide', async () => {
  const page = await openPage();
  const session = page.editorSessionOf(7);
  page.hide(false);
  expect((await openPage()).editorSessionOf(7)).toBe(session);
});

it('gives a duplicate of the tab, which starts with a copy of its storage, a session of its own while the page holds the kept one', async () => {
  const page = await openPage();
  const session = page.editorSessionOf(7);
  const [duplicated, again] = await inDuplicate((duplicate) => [duplicate.editorSessionOf(7), duplicate.editorSessionOf(7)]);
  expect(duplicated).not.toBe(session);
  // Each page's editor mounting again (edit mode off and on, another dashboard and back) keeps the page's session.
  expect(again).toBe(duplicated);
  expect(page.editorSessionOf(7)).toBe(session);
  page.hide(false);
  expect((await openPage()).editorSessionOf(7)).toBe(session);
});

it('keeps the session held while the page is in the back/forward cache, and holds it again when the page comes back', async () => {
  const page = await openPage();
  const session = page.editorSessionOf(7);
  page.hide(true);
  // A duplicate of the tab made meanwhile loads the page afresh (going back there) while the tab may restore the cached one.
  expect(await inDuplicate((duplicate) => duplicate.editorSessionOf(7))).not.toBe(session);
  // Another page of the tab, shown meanwhile, keeps a session of its own and goes.
  const next = await openPage();
  expect(next.editorSessionOf(7)).not.toBe(session);
  next.hide(false);
  page.show();
  expect(await inDuplicate((duplicate) => duplicate.editorSessionOf(7))).not.toBe(session);
  page.hide(false);
  expect((await openPage()).editorSessionOf(7)).toBe(session);
});

it('lets go only of its own session: a page sharing the storage (a frame of the same origin) may have kept another', async () => {
  const frame = await openPage();
  const session = frame.editorSessionOf(7);
  const page = await openPage();
  const other = page.editorSessionOf(7);
  expect(other).not.toBe(session);
  frame.hide(false);
  expect(await inDuplicate((duplicate) => duplicate.editorSessionOf(7))).not.toBe(other);
});

it('keeps a session for the page when storage is disabled', async () => {
  const disabled = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const storage = [jest.spyOn(Storage.prototype, 'getItem').mockImplementation(disabled), jest.spyOn(Storage.prototype, 'setItem').mockImplementation(disabled)];
  try {
    const page = await openPage();
    const session = page.editorSessionOf(7);
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    expect(page.editorSessionOf(7)).toBe(session);
    page.hide(true);
    page.show();
    page.hide(false);
    expect((await openPage()).editorSessionOf(7)).not.toBe(session);
  } finally {
    for (const spy of storage) spy.mockRestore();
  }
});

it('numbers saves from the clock, always upwards, even when the clock stands still or goes back', () => {
  const clock = jest.fn().mockReturnValueOnce(1000).mockReturnValueOnce(1000).mockReturnValueOnce(900).mockReturnValueOnce(5000);
  const next = createSaveSequence(0, clock);
  expect([next(), next(), next(), next()]).toEqual([1000, 1001, 1002, 5000]);
});

it('numbers saves above the latest one the dashboard records, when the clock went back since', () => {
  const next = createSaveSequence(7000, () => 1000);
  expect([next(), next()]).toEqual([7001, 7002]);
});
