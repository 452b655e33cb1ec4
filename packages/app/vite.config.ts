import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  base: './',
  plugins: [
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
  ],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8760' } },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
});
