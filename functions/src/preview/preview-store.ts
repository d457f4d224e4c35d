/**
 * What preview links keep and read, behind a small interface with two implementations (Firestore, and
 * memory for the unit tests): the link records, and the item a link shows as it is stored now, a draft
 * included (the Admin SDK reads what visitors may not). Times are ISO strings here.
 */
import { COLLECTIONS, type PreviewedCollection, type PreviewLink } from '@portfolio/model';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { plain } from '../shared/firestore-values.js';

export interface PreviewStore {
  link(id: string): Promise<PreviewLink | null>;
  putLink(id: string, link: PreviewLink): Promise<void>;
  /** Deletes the link; false when there was none. */
  removeLink(id: string): Promise<boolean>;
  /** The item with its id, as stored (times as ISO strings), or null. */
  item(collection: PreviewedCollection, id: string): Promise<Record<string, unknown> | null>;
}

export class FirestorePreviewStore implements PreviewStore {
  constructor(private readonly db: Firestore) {}
  private links = () => this.db.collection(COLLECTIONS.previewLinks);

  async link(id: string) {
    const data = (await this.links().doc(id).get()).data();
    return data ? (plain(data) as PreviewLink) : null;
  }
  async putLink(id: string, link: PreviewLink) {
    await this.links()
      .doc(id)
      .set({
        ...link,
        created_at: Timestamp.fromDate(new Date(link.created_at)),
        expires_at: Timestamp.fromDate(new Date(link.expires_at)),
      });
  }
  async removeLink(id: string) {
    return this.db.runTransaction(async (tx) => {
      const ref = this.links().doc(id);
      if (!(await tx.get(ref)).exists) return false;
      tx.delete(ref);
      return true;
    });
  }
  async item(collection: PreviewedCollection, id: string) {
    const snap = await this.db.collection(collection).doc(id).get();
    const data = snap.data();
    return data ? { ...(plain(data) as Record<string, unknown>), id: snap.id } : null;
  }
}

export class MemoryPreviewStore implements PreviewStore {
  readonly links = new Map<string, PreviewLink>();
  readonly items = new Map<string, Record<string, unknown>>();

  async link(id: string) {
    return this.links.get(id) ?? null;
  }
  async putLink(id: string, link: PreviewLink) {
    this.links.set(id, { ...link });
  }
  async removeLink(id: string) {
    return this.links.delete(id);
  }
  async item(collection: PreviewedCollection, id: string) {
    const data = this.items.get(`${collection}/${id}`);
    return data ? { ...data, id } : null;
  }
}
