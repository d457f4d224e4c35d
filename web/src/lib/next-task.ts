/**
 * Resolves in a later task, so the browser can paint and answer the visitor in between: start-up
 * work split at these points never adds up to one long task. `scheduler.yield` where the browser
 * has it (it keeps our place ahead of other work), a message otherwise (no 4 ms timer clamp).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
