// Before and after every component test (vitest.config.ts's "web components" project, in happy-dom at /app): each
// test starts from an empty document, the real fetch, and none of the app's cookies or stored values.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAccountCookies } from '../lib/cookies.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAccountCookies();
  localStorage.clear();
  sessionStorage.clear();
});
