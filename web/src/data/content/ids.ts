const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 20-character id like Firestore's automatic ids, made in the browser so that one batch can write
 * a new document and the documents that name it (a post and its slug claim).
 */
export function newDocId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}
