import { describe, expect, it } from 'vitest';
import { detectLocale } from './detect.ts';

describe('detectLocale', () => {
  it('prefers the stored language', () => {
    expect(detectLocale('en', ['zh-CN'])).toBe('en');
    expect(detectLocale('zh', ['en-US'])).toBe('zh');
  });
  it('falls back to the first supported browser language', () => {
    expect(detectLocale(null, ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en');
    expect(detectLocale(undefined, ['zh-TW'])).toBe('zh');
  });
  it('ignores an unsupported stored value and defaults to Chinese', () => {
    expect(detectLocale('de', ['fr'])).toBe('zh');
    expect(detectLocale(null, [])).toBe('zh');
  });
});
