import { compileExpression, resolveReference, validateExpression } from '../../src/query/expression/compile.js';
import { parse } from '../../src/query/expression/parser.js';
import { ExpressionError, tokenize } from '../../src/query/expression/tokens.js';

const keys = ['Site:sessions', 'Site:conversions', 'Site:cost', 'Ads:cost', 'Ads:clicks'];
const run = (expression: string, values: Record<string, number | null> = {}) => compileExpression(expression, keys).evaluate(values);
const messageOf = (expression: string, available: readonly string[] = keys) => {
  const result = validateExpression(expression, available);
  expect(result.valid).toBe(false);
  return result.message;
};

describe('tokenizer', () => {
  it('reads numbers, references, the four operators in ASCII and typographic forms, and parentheses', () => {
    expect(tokenize('1.5 + {a} × (.5 − 2) ÷ 3 * 4 / 5 - 6').map((token) => (token.type === 'operator' ? token.operator : token.type))).toEqual([
      'number',
      '+',
      'reference',
      '*',
      'open',
      'number',
      '-',
      'number',
      'close',
      '/',
      'number',
      '*',
      'number',
      '/',
      'number',
      '-',
      'number',
      'end',
    ]);
  });

  it('trims the name inside braces and keeps positions for messages', () => {
    expect(tokenize('  { Ads:cost }')[0]).toEqual({ type: 'reference', name: 'Ads:cost', position: 3 });
  });
});

describe('parser and evaluation', () => {
  it('multiplies and divides before adding and subtracting, left to right', () => {
    expect(run('2 + 3 * 4')).toBe(14);
    expect(run('2 * 3 + 4')).toBe(10);
    expect(run('20 - 6 - 4')).toBe(10);
    expect(run('64 / 4 / 2')).toBe(8);
    expect(run('(2 + 3) * 4')).toBe(20);
    expect(run('((1 + 2) * (3 + 4)) / 7')).toBe(3);
  });

  it('applies unary minus to what follows it, and allows it repeated or inside parentheses', () => {
    expect(run('-2 * 3')).toBe(-6);
    expect(run('-(2 + 3)')).toBe(-5);
    expect(run('--4')).toBe(4);
    expect(run('3 - -2')).toBe(5);
    expect(run('+4 - +1')).toBe(3);
    expect(run('-{Site:cost}', { 'Site:cost': 7 })).toBe(-7);
  });

  it('reads column values by reference', () => {
    expect(run('{Site:conversions} / {Site:sessions} * 100', { 'Site:conversions': 30, 'Site:sessions': 1200 })).toBe(2.5);
    expect(run('{Site:cost} + {Ads:cost}', { 'Site:cost': 1.5, 'Ads:cost': 2 })).toBe(3.5);
  });

  it('answers null for a division by zero, anywhere in the expression', () => {
    expect(run('{Ads:cost} / {Ads:clicks}', { 'Ads:cost': 10, 'Ads:clicks': 0 })).toBeNull();
    expect(run('1 + 4 / (2 - 2)')).toBeNull();
    expect(run('0 / 0')).toBeNull();
  });

  it('answers null when a referenced value is missing', () => {
    expect(run('{Ads:cost} + 1', { 'Ads:cost': null })).toBeNull();
    expect(run('{Ads:cost} * 2', {})).toBeNull();
  });

  it('builds a tree, never evaluating text as code', () => {
    expect(parse('1 - {a} * 2')).toEqual({
      kind: 'binary',
      operator: '-',
      left: { kind: 'number', value: 1 },
      right: { kind: 'binary', operator: '*', left: { kind: 'reference', name: 'a', position: 5 }, right: { kind: 'number', value: 2 } },
    });
    expect(messageOf('process.exit(1)')).toBe('Unexpected character "p" at character 1.');
  });
});

describe('syntax errors', () => {
  it.each([
    ['', 'The expression is empty.'],
    ['   ', 'The expression is empty.'],
    ['1 +', 'The expression ends too early: a number, a {metric} or "(" should follow.'],
    ['(1 + 2', 'Missing ")" to close the "(" at character 1.'],
    ['1 + 2)', 'Unexpected ")" at character 6: there is no "(" for it to close.'],
    ['2 3', 'An operator is missing before the number 3 at character 3.'],
    ['{Site:sessions} {Ads:cost}', 'An operator is missing before {Ads:cost} at character 17.'],
    ['(1) (2)', 'An operator is missing before "(" at character 5.'],
    ['* 2', 'Expected a number, a {metric} or "(" at character 1, not "*".'],
    ['1 + ()', 'Expected a number, a {metric} or "(" at character 6, not ")".'],
    ['1 * / 2', 'Expected a number, a {metric} or "(" at character 5, not "/".'],
    ['{Site:sessions', 'Missing } to close the { at character 1.'],
    ['{a {b}}', 'Missing } to close the { at character 1.'],
    ['{ } + 1', 'Empty reference {} at character 1: name a metric inside the braces.'],
    ['1.2.3 + 1', '"1.2.3" at character 1 is not a number.'],
    ['2 * 3.', '"3." at character 5 is not a number.'],
    ['5 % 2', 'Unexpected character "%" at character 3.'],
  ])('%j: %s', (expression, message) => {
    expect(messageOf(expression)).toBe(message);
  });

  it('throws ExpressionError from compileExpression', () => {
    expect(() => compileExpression('1 +', keys)).toThrow(ExpressionError);
  });
});

describe('references', () => {
  it('resolves a full key, or a bare metric that only one instance has', () => {
    expect(resolveReference('Ads:cost', keys)).toBe('Ads:cost');
    expect(resolveReference('sessions', keys)).toBe('Site:sessions');
    expect(compileExpression('{clicks} / {sessions}', keys).references).toEqual(['Ads:clicks', 'Site:sessions']);
  });

  it('refuses an unknown metric, naming the ones available', () => {
    expect(messageOf('{revenue} / 2')).toBe('Unknown metric {revenue}: use one of {Site:sessions}, {Site:conversions}, {Site:cost}, {Ads:cost}, {Ads:clicks}.');
    expect(messageOf('{sessions}', [])).toBe('Unknown metric {sessions}: the widget has no metrics yet.');
  });

  it('refuses a bare metric two instances have', () => {
    expect(messageOf('{cost} * 2')).toBe('{cost} is ambiguous here: write one of {Site:cost}, {Ads:cost}.');
  });

  it('validates a good expression with no message', () => {
    expect(validateExpression('({Site:cost} + {Ads:cost}) / {conversions}', keys)).toEqual({ valid: true, message: null });
  });
});
