import { editorSessionOf } from './editor-session';

beforeEach(() => sessionStorage.clear());

it('makes a session without crypto.randomUUID, which pages over plain http lack, and keeps it for the tab', () => {
  const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const session = editorSessionOf(7);
    expect(session).toMatch(/^[0-9a-f]{32}$/);
    expect(editorSessionOf(7)).toBe(session);
    expect(editorSessionOf(8)).not.toBe(session);
  } finally {
    if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
  }
});
