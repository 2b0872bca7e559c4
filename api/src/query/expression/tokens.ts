/**
 * The tokens of a calculated metric's expression: numbers, `{metric}`
 * references, the four operators (ASCII or the × ÷ − signs people paste from
 * documents) and parentheses. Positions are 1-based characters, for messages.
 */

export type Operator = '+' | '-' | '*' | '/';

export type Token =
  | { type: 'number'; value: number; position: number }
  | { type: 'reference'; name: string; position: number }
  | { type: 'operator'; operator: Operator; position: number }
  | { type: 'open' | 'close' | 'end'; position: number };

/** A message for the person who wrote the expression. */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
}

const OPERATORS: Readonly<Record<string, Operator>> = { '+': '+', '-': '-', '−': '-', '*': '*', '×': '*', '/': '/', '÷': '/' };
/** Digits and dots are read as one run, then checked, so "1.2.3" is one bad number rather than two good ones. */
const NUMBER_RUN = /[\d.]+/y;
const NUMBER = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

function readReference(source: string, start: number): { name: string; next: number } {
  const close = source.indexOf('}', start + 1);
  const nested = source.indexOf('{', start + 1);
  if (close === -1 || (nested !== -1 && nested < close)) throw new ExpressionError(`Missing } to close the { at character ${start + 1}.`);
  const name = source.slice(start + 1, close).trim();
  if (!name) throw new ExpressionError(`Empty reference {} at character ${start + 1}: name a metric inside the braces.`);
  return { name, next: close + 1 };
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    const position = index + 1;
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '{') {
      const { name, next } = readReference(source, index);
      tokens.push({ type: 'reference', name, position });
      index = next;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close', position });
      index += 1;
    } else if (OPERATORS[char]) {
      tokens.push({ type: 'operator', operator: OPERATORS[char], position });
      index += 1;
    } else {
      NUMBER_RUN.lastIndex = index;
      const run = NUMBER_RUN.exec(source)?.[0];
      if (!run) throw new ExpressionError(`Unexpected character "${char}" at character ${position}.`);
      if (!NUMBER.test(run)) throw new ExpressionError(`"${run}" at character ${position} is not a number.`);
      tokens.push({ type: 'number', value: Number(run), position });
      index += run.length;
    }
  }
  tokens.push({ type: 'end', position: source.length + 1 });
  return tokens;
}
