/**
 * The local scheduler and the local Firestore triggers call a function under the Functions emulator's
 * current key, found in the list its trigger route answers a wrong key with: the newest generation of
 * that function, never another function whose name starts the same.
 */
import { describe, expect, it } from 'vitest';
import { keyOutdated, newestKeyIn } from '../scripts/functions-emulator-keys.mjs';

// As firebase-tools' functionsEmulator.js answers a key it does not have.
const listing = (keys: string[]) => `Function us-central1-~ does not exist, valid functions are: ${keys.join(', ')}`;

describe("the Functions emulator's trigger keys", () => {
  it('finds the newest generation of a function, past ten', () => {
    const keys = ['us-central1-indexPostsForSearch-9', 'us-central1-indexPostsForSearch-10', 'us-central1-rollUpAnalytics-10'];
    expect(newestKeyIn(listing(keys), 'us-central1-indexPostsForSearch')).toBe('us-central1-indexPostsForSearch-10');
  });

  it("never takes another function's key for one whose name it starts", () => {
    const keys = ['us-central1-indexPosts-0', 'us-central1-indexPostsForSearch-3'];
    expect(newestKeyIn(listing(keys), 'us-central1-indexPosts')).toBe('us-central1-indexPosts-0');
    expect(newestKeyIn(listing(['us-central1-indexPostsForSearch-3']), 'us-central1-indexPosts')).toBeNull();
  });

  it('takes a key as outdated when it is gone (404) or turned off (204), not when the call failed', () => {
    expect([404, 204, 200, 500].map(keyOutdated)).toEqual([true, true, false, false]);
  });
});
