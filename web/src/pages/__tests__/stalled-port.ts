import { configure } from '@testing-library/react';
import type { CollectionName } from '@portfolio/model';
import { createMemoryPort, type MemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';

// Lazy pages load their code on first visit; on a busy machine that can take more than a second.
configure({ asyncUtilTimeout: 5000 });

/** The twin with sample content, except that reads of `collection` never answer: a screen's loading state stays on. */
export function stalledPort(collection: CollectionName): MemoryPort {
  const port = createMemoryPort({ initial: sampleState });
  const subscribe = port.subscribe.bind(port);
  const subscribeDoc = port.subscribeDoc.bind(port);
  port.subscribe = ((query, onNext, onError) =>
    query.collection === collection ? () => undefined : subscribe(query, onNext, onError)) as MemoryPort['subscribe'];
  port.subscribeDoc = ((name, id, onNext, onError) =>
    name === collection ? () => undefined : subscribeDoc(name, id, onNext, onError)) as MemoryPort['subscribeDoc'];
  return port;
}
