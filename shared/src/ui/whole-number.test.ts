import { normaliseWholeNumber, readWholeNumber } from './whole-number';

describe('normaliseWholeNumber', () => {
  it.each([
    [2.1, {}, 3],
    [2, {}, 2],
    [-2.5, {}, -2],
    [-0.4, {}, 0],
    [11, { step: 5 }, 15],
    [15, { step: 5 }, 15],
    [-7, { step: 5 }, -5],
    [0, { min: 1 }, 1],
    [120, { max: 100 }, 100],
    [1e12, {}, 1e12],
    [9, { step: 5, max: 9 }, 9],
    [3, { step: 5, min: 7, max: 20 }, 7],
  ])('%p with %p gives %p', (value, rule, expected) => {
    expect(normaliseWholeNumber(value, rule)).toBe(expected);
  });
});

describe('readWholeNumber', () => {
  it('reads empty text as no value', () => expect(readWholeNumber('  ', {}, 4)).toBeNull());
  it('normalises numbers, spaces allowed', () => expect(readWholeNumber(' 7.2 ', { step: 2 }, null)).toBe(8));
  it.each(['abc', '-', '1,5', 'Infinity'])('keeps the previous value for %p', (text) => {
    expect(readWholeNumber(text, {}, 4)).toBe(4);
  });
});
