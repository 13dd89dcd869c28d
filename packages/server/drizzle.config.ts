import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table is in its owner's schema file: a feature's modules/<f>/<f>.schema.ts, or the platform's own.
  schema: ['./src/platform/db/platform.schema.ts', './src/modules/*/*.schema.ts'],
  out: './drizzle',
});
