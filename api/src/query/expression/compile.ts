import { parse, type Node } from './parser.js';
import { ExpressionError } from './tokens.js';

export type Values = Readonly<Record<string, number | null | undefined>>;

export interface CompiledExpression {
  /** Column keys the expression reads. */
  references: string[];
  /** The result for one set of values: null when an input is missing or a division is by zero. */
  evaluate(values: Values): number | null;
}

/**
 * A `{name}` names a column by its key (`{prefix:metric}`), or by its metric
 * alone when only one instance has that metric, as in a single-instance
 * widget (`{sessions}`).
 */
export function resolveReference(name: string, keys: readonly string[]): string {
  if (keys.includes(name)) return name;
  const matches = keys.filter((key) => key.endsWith(`:${name}`));
  if (matches.length === 1 && matches[0]) return matches[0];
  const braced = (list: readonly string[]) => list.map((key) => `{${key}}`).join(', ');
  if (matches.length > 1) throw new ExpressionError(`{${name}} is ambiguous here: write one of ${braced(matches)}.`);
  throw new ExpressionError(keys.length ? `Unknown metric {${name}}: use one of ${braced(keys)}.` : `Unknown metric {${name}}: the widget has no metrics yet.`);
}

function evaluateNode(node: Node, values: Values, keyOf: ReadonlyMap<Node, string>): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'reference':
      return values[keyOf.get(node) ?? ''] ?? null;
    case 'negate': {
      const operand = evaluateNode(node.operand, values, keyOf);
      return operand === null ? null : -operand;
    }
    case 'binary': {
      const left = evaluateNode(node.left, values, keyOf);
      const right = evaluateNode(node.right, values, keyOf);
      if (left === null || right === null) return null;
      switch (node.operator) {
        case '+':
          return left + right;
        case '-':
          return left - right;
        case '*':
          return left * right;
        case '/':
          return right === 0 ? null : left / right;
      }
    }
  }
}

function referencesOf(node: Node): Array<Extract<Node, { kind: 'reference' }>> {
  switch (node.kind) {
    case 'number':
      return [];
    case 'reference':
      return [node];
    case 'negate':
      return referencesOf(node.operand);
    case 'binary':
      return [...referencesOf(node.left), ...referencesOf(node.right)];
  }
}

/** Parses and resolves an expression against the widget's column keys; throws ExpressionError with a message to show. */
export function compileExpression(expression: string, keys: readonly string[]): CompiledExpression {
  const tree = parse(expression);
  const keyOf = new Map<Node, string>(referencesOf(tree).map((node) => [node, resolveReference(node.name, keys)]));
  return {
    references: [...new Set(keyOf.values())],
    evaluate(values) {
      const result = evaluateNode(tree, values, keyOf);
      return result !== null && Number.isFinite(result) ? result : null;
    },
  };
}

/** For the widget editor and the API: whether the expression is usable with these columns, and why not. */
export function validateExpression(expression: string, availableKeys: readonly string[]): { valid: boolean; message: string | null } {
  try {
    compileExpression(expression, availableKeys);
    return { valid: true, message: null };
  } catch (error) {
    if (error instanceof ExpressionError) return { valid: false, message: error.message };
    throw error;
  }
}
