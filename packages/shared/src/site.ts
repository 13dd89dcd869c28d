// Which site a hostname shows (RULES.md "Names"), the public configuration the server hands to the web app, and the
// meta tag that carries it. Titles (site-title.ts) and looks (site-looks.ts) are apart: the entry does not load them.

export type SiteKind = 'dating' | 'company';

export interface SiteMarkers {
  dating: string;
  company: string;
}

/** What the browser may know about the deployment; the server embeds it in every page. */
export interface PublicConfig {
  site: SiteKind;
  product: string;
  company: string;
  markers: SiteMarkers;
  supportEmail: string;
  pressEmail: string;
  storeUrl: string;
  /** The PeerJS server's key (calls.ts peerOptions); absent means CALLS.defaultKey. */
  peerjsKey?: string;
  /**
   * Which third-party sign-ins this server has an app for: the sign-in screen draws only those from its
   * first paint, so nothing moves when `signinmethods` answers. Absent (a bare dev server): asked as before.
   */
  signIn?: { google: boolean; facebook: boolean };
}

export const DEFAULT_MARKERS: SiteMarkers = { dating: 'rookery', company: 'icefloe' };

/**
 * Host contains the dating marker → dating; contains the company marker, or is localhost → company;
 * anything else (127.0.0.1, a custom domain) → dating.
 */
export function siteForHost(host: string, markers: SiteMarkers = DEFAULT_MARKERS): SiteKind {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name.includes(markers.dating.toLowerCase())) return 'dating';
  if (name.includes(markers.company.toLowerCase()) || name === 'localhost') return 'company';
  return 'dating';
}

/** The name of the meta tag that carries the JSON of PublicConfig. */
export const CONFIG_META_NAME = 'rookery-config';
