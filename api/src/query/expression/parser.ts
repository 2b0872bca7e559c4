import { ExpressionError, tokenize, type Operator, type Token } from './tokens.js';

/** The syntax tree of an expression. */
export type Node =
  { kind: 'number'; value: number } | { kind: 'reference'; name: string; position: number } | { kind: 'negate'; operand: Node } | { kind: 'binary'; operator: Operator; left: Node; right: Node };

function describe(token: Token): string {
  switch (token.type) {
    case 'number':
      return `the number ${token.value}`;
    case 'reference':
      return `{${token.name}}`;
    case 'operator':
      return `"${token.operator}"`;
    case 'open':
      return '"("';
    case 'close':
      return '")"';
    case 'end':
      return 'the end of the expression';
  }
}

/**
 * Recursive descent, one function per precedence level:
 *   sum     := product (("+" | "-") product)*
 *   product := unary (("*" | "/") unary)*
 *   unary   := "-" unary | "+" unary | primary
 *   primary := number | {reference} | "(" sum ")"
 * so × and ÷ bind tighter than + and −, all are left-associative, and a
 * leading minus applies to what follows it (-{a} * 2 is (-{a}) * 2).
 */
class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    const node = this.sum();
    const rest = this.peek();
    if (rest.type === 'close') throw new ExpressionError(`Unexpected ")" at character ${rest.position}: there is no "(" for it to close.`);
    if (rest.type !== 'end') throw new ExpressionError(`An operator is missing before ${describe(rest)} at character ${rest.position}.`);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index] ?? { type: 'end', position: 0 };
  }

  private next(): Token {
    const token = this.peek();
    this.index += 1;
    return token;
  }

  /** The next token when it is one of these operators. */
  private operator(...operators: Operator[]): Operator | null {
    const token = this.peek();
    if (token.type !== 'operator' || !operators.includes(token.operator)) return null;
    this.index += 1;
    return token.operator;
  }

  private sum(): Node {
    let node = this.product();
    for (let operator = this.operator('+', '-'); operator; operator = this.operator('+', '-')) {
      node = { kind: 'binary', operator, left: node, right: this.product() };
    }
    return node;
  }

  private product(): Node {
    let node = this.unary();
    for (let operator = this.operator('*', '/'); operator; operator = this.operator('*', '/')) {
      node = { kind: 'binary', operator, left: node, right: this.unary() };
    }
    return node;
  }

  private unary(): Node {
    const sign = this.operator('-', '+');
    if (sign === '-') return { kind: 'negate', operand: this.unary() };
    if (sign === '+') return this.unary();
    return this.primary();
  }

  private primary(): Node {
    const token = this.next();
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'reference') return { kind: 'reference', name: token.name, position: token.position };
    if (token.type === 'open') {
      const inner = this.sum();
      const close = this.next();
      if (close.type !== 'close') throw new ExpressionError(`Missing ")" to close the "(" at character ${token.position}.`);
      return inner;
    }
    if (token.type === 'end') throw new ExpressionError('The expression ends too early: a number, a {metric} or "(" should follow.');
    throw new ExpressionError(`Expected a number, a {metric} or "(" at character ${token.position}, not ${describe(token)}.`);
  }
}

export function parse(source: string): Node {
  if (!source.trim()) throw new ExpressionError('The expression is empty.');
  return new Parser(tokenize(source)).parse();
}
