/**
 * Runs `work` in an idle moment of the browser, or after `timeoutMs` at the latest; where the browser
 * has no idle callbacks (Safari), after `fallbackMs`. Returns what cancels it.
 *
 * boot.ts keeps its own copy of these lines: a module it shared with the app would be a chunk of its
 * own, one more request before a served page is ready for its first tap.
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs = 0 }: { timeoutMs: number; fallbackMs?: number }): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
