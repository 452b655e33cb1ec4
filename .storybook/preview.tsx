import type { Preview } from '@storybook/react-vite';
import { UiLabelsProvider, enUiLabels } from '../packages/ui/src/lib/labels.tsx';
import './storybook.css';

const preview: Preview = {
  // The kit has no built-in language: stories opt in to the English labels like an app would.
  decorators: [
    (Story) => (
      <UiLabelsProvider labels={enUiLabels}>
        <Story />
      </UiLabelsProvider>
    ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
    // Every story test runs axe (colour contrast included, in real Chromium) and fails on a violation.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
