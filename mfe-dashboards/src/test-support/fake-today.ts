/** Every clock API jest can fake. */
const CLOCK_APIS = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
type ClockApi = (typeof CLOCK_APIS)[number];

/** Fakes only the named clock APIs; the rest stay real, so Testing Library's waits and the data requests run as usual. */
export function fakeOnly(faked: readonly ClockApi[], now?: Date): void {
  jest.useFakeTimers({ now, doNotFake: CLOCK_APIS.filter((api) => !faked.includes(api)) });
}

/** Fakes only the clock's date: "today" becomes `iso`. */
export function fakeToday(iso: string): void {
  fakeOnly(['Date'], new Date(iso));
}
