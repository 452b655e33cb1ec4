import { describe, expect, it } from 'vitest';
import { ExpressionError, evaluateExpression, parseExpression, safeExpressions } from './expression.ts';

describe('the expression language', () => {
  const v = { days: 5, decision: 'APPROVE', amount: 600_000, financeThreshold: 500_000, a: { b: 2 } };

  it.each([
    ['days > 3', true],
    ['days <= 3', false],
    ["decision == 'APPROVE' && days > 3", true],
    ["decision != 'APPROVE' || !(days >= 5)", false],
    ['amount > financeThreshold', true],
    ['a.b == 2', true],
    ['missing == null', false],
    ['true && 1 < 2', true],
    ["days > '3'", false],
  ])('%s → %s', (body, expected) => {
    expect(evaluateExpression(body, v)).toBe(expected);
  });

  it.each(['__proto__', 'a.__proto__.x', 'constructor', 'toString.constructor', 'a.prototype'])(
    'refuses %s',
    (body) => {
      expect(() => parseExpression(body)).toThrow(ExpressionError);
    },
  );

  it('reads own properties only, and plain values only', () => {
    expect(evaluateExpression('toString', {})).toBeUndefined();
    expect(evaluateExpression('hasOwnProperty == null', {})).toBe(false);
    expect(evaluateExpression('a', v)).toBeUndefined();
  });

  it.each(['days + 1', 'f()', 'a[0]', 'days = 1', "'open", '(days > 1', 'x'.repeat(501)])(
    'is not an expression: %s',
    (body) => {
      expect(() => parseExpression(body)).toThrow(ExpressionError);
    },
  );

  it('is what the engine calls: variables from the environment', () => {
    expect(safeExpressions.resolveExpression('${days > 3}', { environment: { variables: v } })).toBe(true);
    expect(safeExpressions.resolveExpression('plain text', {})).toBe('plain text');
    expect(safeExpressions.hasExpression('${x}')).toBe(true);
    expect(safeExpressions.hasExpression('x')).toBe(false);
  });
});
