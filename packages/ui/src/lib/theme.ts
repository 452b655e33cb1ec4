/** Default theme colour of the spec. */
export const DEFAULT_THEME_COLOR = '#409EFF';

/** The eight theme colours offered by the settings drawer; the first is the default. */
export const THEME_COLORS = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
] as const;

export type PageStyle = 'light' | 'dark';

export type ThemeOptions = {
  /** Any CSS colour; every primary tone of the kit is derived from it. */
  color?: string | undefined;
  pageStyle?: PageStyle | undefined;
};

/**
 * Applies a theme colour and page style by setting CSS variables on `root` (default `<html>`).
 * A subtree root is marked `data-pc-theme`, where the stylesheet derives the primary tones again,
 * so only that subtree takes the colour.
 * @example applyTheme({ color: '#13C2C2', pageStyle: 'dark' })
 * @example applyTheme({ color: '#F5222D' }, document.querySelector('#preview')!)
 */
export function applyTheme({ color, pageStyle }: ThemeOptions, root?: HTMLElement) {
  const target = root ?? document.documentElement;
  if (color) {
    target.style.setProperty('--pc-primary', color);
    target.dataset.pcTheme = '';
  }
  if (pageStyle) target.dataset.pageStyle = pageStyle;
}
