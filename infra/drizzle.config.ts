import { defineConfig } from 'drizzle-kit';

// Paths are relative to infra/, where `npm run db:generate` runs.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/drizzle',
});
