import type { CollectionName } from '@portfolio/model';
import type { DataPort } from '@/data/port';

/** The same port, except that reads of `collection` never answer: a screen's loading state stays on. */
export function stallReads<P extends DataPort>(port: P, collection: CollectionName): P {
  const subscribe = port.subscribe.bind(port);
  const subscribeDoc = port.subscribeDoc.bind(port);
  port.subscribe = (query, onNext, onError) => (query.collection === collection ? () => undefined : subscribe(query, onNext, onError));
  port.subscribeDoc = (name, id, onNext, onError) => (name === collection ? () => undefined : subscribeDoc(name, id, onNext, onError));
  return port;
}
