// The labels Settings → Devices shows: a browser and a system, or the app; never a version.
import { describe, expect, it } from 'vitest';
import { deviceLabelOf } from './device-label.ts';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  firefoxIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15',
};

describe('deviceLabelOf', () => {
  it.each([
    [UA.chromeAndroid, 'Chrome on Android'],
    [UA.firefoxWindows, 'Firefox on Windows'],
    [UA.safariIphone, 'Safari on iPhone'],
    [UA.chromeIphone, 'Chrome on iPhone'],
    [UA.safariMac, 'Safari on macOS'],
    [UA.edgeWindows, 'Edge on Windows'],
    [UA.samsung, 'Samsung Internet on Android'],
    [UA.headless, 'Chrome on Linux'],
    [UA.firefoxIpad, 'Firefox on iPad'],
    ['', 'A web browser'],
    ['curl/8.5.0', 'A web browser'],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabelOf(ua, 'web')).toBe(label);
  });

  it('names the app by the product, with its system when the User-Agent says', () => {
    expect(deviceLabelOf('okhttp/4.12.0', 'app')).toBe('Rookery app');
    expect(deviceLabelOf('Dart/3.5 (dart:io)', 'app', 'Icefloe')).toBe('Icefloe app');
    expect(deviceLabelOf('Rookery/2.1 (Android 14; Pixel 8)', 'app')).toBe('Rookery app on Android');
    expect(deviceLabelOf(UA.safariIphone, 'app')).toBe('Rookery app on iPhone');
  });
});
