import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { UiLabelsProvider, enUiLabels, zhCnUiLabels } from '../packages/ui/src/lib/labels.tsx';
import {
  DEFAULT_THEME_COLOR,
  THEME_COLORS,
  applyTheme,
  type PageStyle,
} from '../packages/ui/src/lib/theme.ts';
import { docsParameters } from './docgen.ts';
import './storybook.css';

/** The toolbar names the eight spec colours with the kit's own English labels. */
const colorNames = [
  enUiLabels.themeColorBlue,
  enUiLabels.themeColorDaybreakBlue,
  enUiLabels.themeColorSlate,
  enUiLabels.themeColorBlack,
  enUiLabels.themeColorGreen,
  enUiLabels.themeColorCyan,
  enUiLabels.themeColorPurple,
  enUiLabels.themeColorRed,
];

type Globals = { pageStyle?: PageStyle; themeColor?: string; locale?: 'en' | 'zh' };

/**
 * Applies the toolbar's page style and theme colour to the document, as an app's applyTheme call
 * does, before the story paints (a layout effect) so no frame shows the previous choice.
 */
function ThemeRoot({ globals, children }: { globals: Globals; children: React.ReactNode }) {
  const pageStyle = globals.pageStyle ?? 'light';
  const color = globals.themeColor ?? DEFAULT_THEME_COLOR;
  useLayoutEffect(() => {
    applyTheme({ color, pageStyle });
    document.documentElement.lang = globals.locale === 'zh' ? 'zh-CN' : 'en';
  }, [color, pageStyle, globals.locale]);
  return children;
}

/** Every story gets the toolbar's language (the kit's exported label sets) and theme. */
const withToolbarGlobals: Decorator = (Story, context) => {
  const globals = context.globals as Globals;
  return (
    <ThemeRoot globals={globals}>
      <UiLabelsProvider labels={globals.locale === 'zh' ? zhCnUiLabels : enUiLabels}>
        <Story />
      </UiLabelsProvider>
    </ThemeRoot>
  );
};

const preview: Preview = {
  // The kit has no built-in language: stories opt in to a label set like an app would.
  decorators: [withToolbarGlobals],
  globalTypes: {
    pageStyle: {
      description: 'Page style (light or dark)',
      toolbar: {
        title: 'Page style',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    themeColor: {
      description: 'Theme colour (the eight of the spec)',
      toolbar: {
        title: 'Theme colour',
        icon: 'paintbrush',
        items: THEME_COLORS.map((value, index) => ({ value, title: `${colorNames[index]} ${value}` })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the kit labels',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'zh', title: '中文', right: 'zh' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { pageStyle: 'light', themeColor: DEFAULT_THEME_COLOR, locale: 'en' },
  parameters: {
    docs: docsParameters,
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    // Every story test runs axe (colour contrast included, in real Chromium) and fails on a violation.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
