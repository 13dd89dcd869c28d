// What Settings → Devices calls a session: a short label a person recognises, made once at sign-in from
// the User-Agent. The browser's name and the system's, never the version or anything finer (a label is not a
// fingerprint). The mobile app sends no Origin (platform/http/origin-check.ts), so a sign-in without one is the app.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const DEVICE_LABEL = { unknownBrowser: 'A web browser' } as const;

const firstMatch = (table: [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * "Chrome on Android", "Firefox on Windows", "Safari on iPhone"; "Rookery app" (the configured product's name, with
 * " on Android"/" on iPhone" when its User-Agent says) for a client that is not a browser; "A web browser" when
 * nothing is recognised.
 */
export function deviceLabelOf(userAgent: string, client: 'web' | 'app', product = 'Rookery'): string {
  const ua = userAgent.slice(0, 300);
  const system = firstMatch(SYSTEMS, ua);
  if (client === 'app') return system ? `${product} app on ${system}` : `${product} app`;
  const browser = firstMatch(BROWSERS, ua);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A web browser on ${system}`;
  return DEVICE_LABEL.unknownBrowser;
}
