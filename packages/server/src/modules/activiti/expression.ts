/**
 * The workflow's expression language (docs/workflow.md): `${…}` with variable names (dotted:
 * own properties only), number, string and boolean literals, `== != > >= < <=`, `&& || !` and
 * parentheses. No calls, no indexing, no assignment: it is parsed and evaluated here, never with
 * eval, `vm` or `Function`.
 */

type Token =
  | { kind: 'num'; value: number }
  | { kind: 'str'; value: string }
  | { kind: 'name'; value: string[] }
  | { kind: 'op'; value: string };

type Node =
  | { kind: 'lit'; value: unknown }
  | { kind: 'var'; path: string[] }
  | { kind: 'not'; arg: Node }
  | { kind: 'bin'; op: string; left: Node; right: Node };

/** A name that would reach an object's prototype machinery. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_LENGTH = 500;
const MAX_DEPTH = 32;

export class ExpressionError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (['==', '!=', '>=', '<=', '&&', '||'].includes(two)) {
      tokens.push({ kind: 'op', value: two });
      i += 2;
      continue;
    }
    if ('()!<>'.includes(ch)) {
      tokens.push({ kind: 'op', value: ch });
      i++;
      continue;
    }
    if (/[0-9]/.test(ch) || (ch === '-' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m = /^-?\d+(\.\d+)?/.exec(text.slice(i))!;
      tokens.push({ kind: 'num', value: Number(m[0]) });
      i += m[0].length;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) throw new ExpressionError('unterminated string');
      tokens.push({ kind: 'str', value: text.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const m = /^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*/.exec(text.slice(i));
    if (m) {
      const path = m[0].split('.');
      if (path.some((p) => FORBIDDEN.has(p))) throw new ExpressionError(`forbidden name ${m[0]}`);
      tokens.push({ kind: 'name', value: path });
      i += m[0].length;
      continue;
    }
    throw new ExpressionError(`unexpected character ${ch}`);
  }
  return tokens;
}

function parse(tokens: Token[]): Node {
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (value: string) => {
    const t = peek();
    return t?.kind === 'op' && t.value === value;
  };
  const expect = (value: string) => {
    if (!isOp(value)) throw new ExpressionError(`expected ${value}`);
    pos++;
  };
  function or(depth: number): Node {
    let left = and(depth);
    while (isOp('||')) {
      pos++;
      left = { kind: 'bin', op: '||', left, right: and(depth) };
    }
    return left;
  }
  function and(depth: number): Node {
    let left = compare(depth);
    while (isOp('&&')) {
      pos++;
      left = { kind: 'bin', op: '&&', left, right: compare(depth) };
    }
    return left;
  }
  function compare(depth: number): Node {
    const left = unary(depth);
    const t = peek();
    if (t?.kind === 'op' && ['==', '!=', '>', '>=', '<', '<='].includes(t.value)) {
      pos++;
      return { kind: 'bin', op: t.value, left, right: unary(depth) };
    }
    return left;
  }
  function unary(depth: number): Node {
    if (depth > MAX_DEPTH) throw new ExpressionError('too deeply nested');
    if (isOp('!')) {
      pos++;
      return { kind: 'not', arg: unary(depth + 1) };
    }
    if (isOp('(')) {
      pos++;
      const inner = or(depth + 1);
      expect(')');
      return inner;
    }
    const t = peek();
    if (!t) throw new ExpressionError('unexpected end');
    pos++;
    if (t.kind === 'num' || t.kind === 'str') return { kind: 'lit', value: t.value };
    if (t.kind === 'name') {
      const [first] = t.value;
      if (t.value.length === 1 && (first === 'true' || first === 'false'))
        return { kind: 'lit', value: first === 'true' };
      if (t.value.length === 1 && first === 'null') return { kind: 'lit', value: null };
      return { kind: 'var', path: t.value };
    }
    throw new ExpressionError(`unexpected ${t.value}`);
  }
  const node = or(0);
  if (pos !== tokens.length) throw new ExpressionError('unexpected trailing input');
  return node;
}

/** The body of `${…}`, or undefined when the text is not one expression. */
export function expressionBody(text: string): string | undefined {
  const m = /^\s*\$\{([\s\S]*)\}\s*$/.exec(text);
  return m ? m[1] : undefined;
}

/** Parses an expression (the text inside `${…}`); throws ExpressionError when it is not one of
 * the language. */
export function parseExpression(body: string): Node {
  if (body.length > MAX_LENGTH) throw new ExpressionError('too long');
  return parse(tokenize(body));
}

/** The variable names an expression reads (their first segment). */
export function variablesOf(node: Node): string[] {
  switch (node.kind) {
    case 'var':
      return [node.path[0]!];
    case 'not':
      return variablesOf(node.arg);
    case 'bin':
      return [...variablesOf(node.left), ...variablesOf(node.right)];
    default:
      return [];
  }
}

const own = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;

const plain = (value: unknown): unknown =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value) ? value : undefined;

function evaluate(node: Node, variables: unknown): unknown {
  switch (node.kind) {
    case 'lit':
      return node.value;
    case 'var':
      return plain(node.path.reduce<unknown>((at, key) => own(at, key), variables));
    case 'not':
      return !evaluate(node.arg, variables);
    case 'bin': {
      if (node.op === '&&')
        return Boolean(evaluate(node.left, variables)) && Boolean(evaluate(node.right, variables));
      if (node.op === '||')
        return Boolean(evaluate(node.left, variables)) || Boolean(evaluate(node.right, variables));
      const a = evaluate(node.left, variables);
      const b = evaluate(node.right, variables);
      switch (node.op) {
        case '==':
          return a === b;
        case '!=':
          return a !== b;
        default: {
          if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'string')) return false;
          const x = a as number | string;
          const y = b as number | string;
          return node.op === '>' ? x > y : node.op === '>=' ? x >= y : node.op === '<' ? x < y : x <= y;
        }
      }
    }
  }
}

/** The value of an expression body over variables (a missing variable is undefined). */
export function evaluateExpression(body: string, variables: unknown): unknown {
  return evaluate(parseExpression(body), variables);
}

/**
 * What bpmn-engine calls for `${…}` (conditions of sequence flows and any other expression):
 * variables are at `context.environment.variables`. Text that is not an expression is itself.
 */
export const safeExpressions = {
  resolveExpression(expression: string, context?: { environment?: { variables?: unknown } }): unknown {
    const body = expressionBody(String(expression));
    if (body === undefined) return expression;
    return evaluateExpression(body, context?.environment?.variables ?? {});
  },
  hasExpression(text: unknown): boolean {
    return typeof text === 'string' && expressionBody(text) !== undefined;
  },
};
