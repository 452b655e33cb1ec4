import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';

export default defineProject({
  plugins: [react()],
  test: { name: 'auth', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
