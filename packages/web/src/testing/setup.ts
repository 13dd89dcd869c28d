// Before and after every component test (vitest.config.ts's "web components" project, in happy-dom at /app): each
// test starts from an empty document, the real fetch, and none of the app's cookies or stored values.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearAccountCookies } from '../lib/cookies.ts';

// findBy…/waitFor wait on what they look for: up to 5 s, so a machine busy with other suites does not fail a test that
// would pass a moment later (the default is 1 s).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAccountCookies();
  localStorage.clear();
  sessionStorage.clear();
});
