import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @pocket/server db:generate` writes SQL migrations from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
