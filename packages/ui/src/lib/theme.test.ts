import { describe, expect, it } from 'vitest';
import { applyTheme, DEFAULT_THEME_COLOR, THEME_COLORS } from './theme.ts';

describe('applyTheme', () => {
  it('sets the primary colour variable and the page style on <html> by default', () => {
    applyTheme({ color: '#11A983', pageStyle: 'dark' });
    const html = document.documentElement;
    expect(html.style.getPropertyValue('--pc-primary')).toBe('#11A983');
    expect(html.dataset.pageStyle).toBe('dark');
    applyTheme({ pageStyle: 'light' });
    expect(html.style.getPropertyValue('--pc-primary')).toBe('#11A983');
    expect(html.dataset.pageStyle).toBe('light');
  });

  it('targets a given root and offers eight colours starting with the default', () => {
    const root = document.createElement('div');
    applyTheme({ color: 'rebeccapurple' }, root);
    expect(root.style.getPropertyValue('--pc-primary')).toBe('rebeccapurple');
    // The stylesheet derives the tones again on elements with this attribute.
    expect(root).toHaveAttribute('data-pc-theme');
    expect(THEME_COLORS).toHaveLength(8);
    expect(THEME_COLORS[0]).toBe(DEFAULT_THEME_COLOR);
  });
});
