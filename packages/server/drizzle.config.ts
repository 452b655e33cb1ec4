import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @pocket/server db:generate` writes SQL migrations from src/db/schema.ts.
// DRIZZLE_OUT points drizzle-kit at another folder: scripts/check-migrations.sh generates into a
// temporary copy of drizzle/ to see whether schema.ts and the migrations agree.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: process.env.DRIZZLE_OUT ?? './drizzle',
  casing: 'snake_case',
});
