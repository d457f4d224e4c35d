/** The in-memory twin: tests and the offline demo. Never part of the Firebase build. */
import type { DataPort } from '../port';
import { createMemoryPort } from './memory-port';
import { SAMPLE_PHOTOS } from 'virtual:sample-photos';
import { withSamplePhotos } from './sample-photos';
import { sampleState } from './seed';

export { createMemoryPort, type MemoryPort, type MemoryPortOptions } from './memory-port';
export { clearPersistedDemo } from './store';

/**
 * The demo's port: sample content, with the photographs the demo build carries (none in tests),
 * persisted in this browser, live across tabs.
 */
export function createAppDataPort(): DataPort {
  return createMemoryPort({ persist: true, initial: () => withSamplePhotos(sampleState(), SAMPLE_PHOTOS) });
}
