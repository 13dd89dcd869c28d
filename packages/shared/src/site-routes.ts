// The public pages each site serves. The server answers 404 for other paths; the web routers use the same list.

export const DATING_PAGES = [
  '/',
  '/safedating',
  '/theteam',
  '/eula',
  '/terms',
  '/privacy',
  '/delete',
  '/delete/confirm',
  '/contact',
] as const;

export const COMPANY_PAGES = ['/', '/about', '/jobs', '/press', '/portfolio'] as const;

/** The signed-in web app lives under this prefix on the dating site; every path below it is the app's. */
export const APP_PREFIX = '/app';
