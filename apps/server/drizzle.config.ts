import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration to apps/server/drizzle from the schema files.
export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: './apps/server/src/db/schema/*.ts',
  out: './apps/server/drizzle',
});
