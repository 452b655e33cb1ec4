import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { onwarn } from '../packages/app/vite-bundle.ts';

const config: StorybookConfig = {
  stories: ['./introduction.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Without Rolldown's warning for every "use client" module of the kit and Radix.
    viteConfig.build = {
      ...viteConfig.build,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, onwarn },
    };
    return viteConfig;
  },
};
export default config;
