// The document title of every page of both sites (RULES.md "Names"), for the prerender, the server's page shell
// and the routers' title hook.
import type { SiteKind } from './site.ts';

/** The configured names (RULES.md "Names"): the dating product and the company that makes it. */
export interface SiteNames {
  product: string;
  company: string;
}

/** The document title: "Safe Dating · Rookery", or the site's own title on its home page and the app shell. */
export function siteTitle(site: SiteKind, pageTitle: string | undefined, names: SiteNames): string {
  const name = site === 'dating' ? names.product : names.company;
  if (pageTitle) return `${pageTitle} · ${name}`;
  return site === 'dating' ? `${names.product} — personality before photos` : names.company;
}
