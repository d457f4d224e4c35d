/** The in-memory twin: tests and the offline demo. Never part of the Firebase build. */
import type { DataPort } from '../port';
import { createMemoryPort } from './memory-port';
import { sampleState } from './seed';

export { createMemoryPort, type MemoryPort, type MemoryPortOptions } from './memory-port';
export { clearPersistedDemo } from './store';

/** The demo's port: sample content, persisted in this browser, live across tabs. */
export function createAppDataPort(): DataPort {
  return createMemoryPort({ persist: true, initial: sampleState });
}
