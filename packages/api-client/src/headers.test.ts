import { describe, expect, it } from 'vitest';
import { basicClientHeader, tenantHeader } from './headers.ts';

describe('headers', () => {
  it('encodes the platform tenant as the wire contract shows', () => {
    expect(tenantHeader('0000')).toBe('MDAwMA==');
  });
  it('encodes non-ASCII tenant codes as UTF-8', () => {
    expect(atob(tenantHeader('学校'))).toBe('\u00e5\u00ad\u00a6\u00e6\u00a0\u00a1');
  });
  it('builds the Basic client header', () => {
    expect(basicClientHeader('pocket_web', 'secret')).toBe(`Basic ${btoa('pocket_web:secret')}`);
  });
});
