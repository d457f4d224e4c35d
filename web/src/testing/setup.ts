import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits for what a person would wait for. The first visit to a lazy screen compiles its
// code on demand, which on a loaded CI machine takes seconds, not testing-library's default second:
// at a load of 15 on two cores, an editor's first heading took more than 10 s to appear.
configure({ asyncUtilTimeout: 25_000 });

afterEach(() => {
  cleanup();
  // Server-rendering tests run in Node, where there is no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// jsdom lays nothing out and has no ResizeObserver; a floating element (a menu) watches its anchor's
// size with one while it is open. Here nothing ever resizes, so an observer that never calls is true.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
