import { describe, expect, it } from 'vitest';
import { keyMatcher, swrKey } from './swr-keys.ts';

const scope = { tenant: '1111', user: '7' };

describe('keyMatcher (what a change revalidates)', () => {
  it('matches the resource and below it, in the same tenant and user only', () => {
    const matches = keyMatcher('course/courseCate', scope);
    expect(matches(swrKey('course/courseCate/page', { current: 1 }, scope))).toBe(true);
    expect(matches(swrKey('course/courseCate', undefined, scope))).toBe(true);
    expect(matches(swrKey('course/courseCategory', undefined, scope))).toBe(false);
    expect(matches(swrKey('course/courseCate/page', undefined, { ...scope, user: '8' }))).toBe(false);
  });

  it('matches an answer made of several resources when one of its sources changes', () => {
    const trees = swrKey(
      'filter-trees',
      { sources: ['course/courseCate/tree', 'authority/org/tree'] },
      scope,
    );
    expect(keyMatcher('course/courseCate', scope)(trees)).toBe(true);
    expect(keyMatcher('authority/org', scope)(trees)).toBe(true);
    expect(keyMatcher('authority/station', scope)(trees)).toBe(false);
  });
});
