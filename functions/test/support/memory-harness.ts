import { COLLECTIONS } from '@portfolio/model';
import { MemoryHealthStore } from '../../src/health/memory-health-store.js';
import { MemoryNewsletterStore } from '../../src/newsletter/memory-newsletter-store.js';
import { MemoryStore } from '../../src/store/memory-store.js';
import { fakeClock } from './clock.js';
import type { MakeHarness } from './harness.js';

export const memoryHarness: MakeHarness = async (start) => {
  const clock = fakeClock(start);
  const store = new MemoryStore(clock);
  return {
    store,
    health: new MemoryHealthStore(store),
    newsletter: new MemoryNewsletterStore(),
    clock,
    seed: async (collection, id, data) => void store.collection(collection).set(id, structuredClone(data)),
    timestamp: (iso) => iso,
    doc: async (collection, id) => structuredClone(store.collection(collection).get(id) ?? null),
    messages: async () =>
      Promise.all([...store.collection(COLLECTIONS.contactMessages).keys()].map(async (id) => (await store.getMessage(id))!)),
    events: async () => store.events(),
    rollups: async (granularity) => store.rollupDocs(granularity),
    everythingStored: async () => store.dump(),
  };
};
