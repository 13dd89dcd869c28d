// Where the server's files outside its code live. This module sits one folder below packages/server both as source
// (src/server-paths.ts) and in the build (dist/*.js bundles it), so the same relative paths hold in both.
import path from 'node:path';

/** packages/server: its drizzle/ migrations folder is read at startup. */
export const serverRoot = path.resolve(import.meta.dirname, '..');
/** The committed SQL migrations (drizzle-kit's output). */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** packages/web: its dist/ (the built web app) and public/ are served. */
export const webRoot = path.resolve(serverRoot, '../web');
