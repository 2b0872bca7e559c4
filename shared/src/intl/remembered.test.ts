import { remembered } from './remembered';

it('makes a value once per key, and starts over past its bound', () => {
  const make = jest.fn((name: string, size: number) => ({ name, size }));
  const of = remembered(make, (name, size) => `${name}:${size}`, 2);
  expect(of('a', 1)).toBe(of('a', 1));
  of('b', 1);
  expect(make).toHaveBeenCalledTimes(2);
  of('c', 1);
  of('a', 1);
  expect(make.mock.calls.map(([name]) => name)).toEqual(['a', 'b', 'c', 'a']);
});
