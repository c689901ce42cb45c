// Imported by every DOM test: jest-dom matchers, and unmounting between tests without vitest globals.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s, not 1 s: on a busy machine a page's retries and renders take longer.
configure({ asyncUtilTimeout: 5000 });

// After hooks run last-registered first, so a test file's own would restore fetch before the
// unmount: the pages' last requests (the chat's leave) would then go to a server that is not there.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
