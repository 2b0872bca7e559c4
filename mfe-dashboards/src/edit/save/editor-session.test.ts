import { createSaveSequence, editorSessionOf } from './editor-session';

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

it('numbers saves from the clock, always upwards, even when the clock stands still or goes back', () => {
  const clock = jest.fn().mockReturnValueOnce(1000).mockReturnValueOnce(1000).mockReturnValueOnce(900).mockReturnValueOnce(5000);
  const next = createSaveSequence(0, clock);
  expect([next(), next(), next(), next()]).toEqual([1000, 1001, 1002, 5000]);
});

it('numbers saves above the latest one the dashboard records, when the clock went back since', () => {
  const next = createSaveSequence(7000, () => 1000);
  expect([next(), next()]).toEqual([7001, 7002]);
});
