// The installable web app's fixed names, shared by the server that serves them and the /app
// code that registers the service worker and watches for a new build.

/**
 * The service worker's script and the part of the site it controls. The scope is '/app', not '/app/': scopes
 * match by prefix, and '/app/' would leave out /app itself, the address every visit to the app starts from.
 */
export const SERVICE_WORKER = { path: '/sw.js', scope: '/app' } as const;

/** GET → `{ build: string }`, never cached: the id of the web build the server is serving now. */
export const APP_BUILD_PATH = '/build.json';

/** The /app shell's `<meta>` naming the build the page was loaded from. */
export const BUILD_META_NAME = 'rookery-build';

/** The build id when the app is served by Vite (npm run dev) or not built: never reported as an update. */
export const DEV_BUILD_ID = 'dev';
