import { isCssColor } from './css-color';

describe('isCssColor', () => {
  it.each([
    '#fff',
    '#FFFA',
    '#1a2b3c',
    '#1a2b3c80',
    'rgb(0, 128, 255)',
    'rgba(0,0,0,0.5)',
    'rgb(10% 20% 30% / 40%)',
    'rgb(0 0 0 / .5)',
    'hsl(210, 40%, 96%)',
    'hsla(120deg 50% 50% / 0.2)',
    'hsl(0.5turn 10% 10%)',
    'rebeccapurple',
    'Navy',
    ' white ',
    'transparent',
  ])('takes %s', (value) => expect(isCssColor(value)).toBe(true));

  it.each([
    '',
    '#ff',
    '#12345',
    '#1234567',
    '#ggg',
    'rgb(256, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(10%, 20, 30)',
    'rgba(0, 0, 0, 1.5)',
    'rgb(0, 0)',
    'rgb(0, 0, 0 / 1)',
    'hsl(120, 50, 50)',
    'hsl(120%, 50%, 50%)',
    'hsl(0, 101%, 50%)',
    'bluish',
    'currentcolor',
    'red; background: url(//evil)',
    'url(x.png)',
    'var(--brand)',
  ])('refuses %j', (value) => expect(isCssColor(value)).toBe(false));
});
