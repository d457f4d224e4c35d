/**
 * firestore.rules: newsletter_subscribers, newsletter_sends and newsletter_recipients. The owner reads
 * them on the Subscribers screen; only the newsletter functions write them, so consent and every mail
 * sent is recorded one way.
 */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';

const t = useRulesSuite();
const at = '2026-11-28T08:00:00.000Z';
const subscriber = {
  email: 'reader@example.com',
  state: 'confirmed',
  subscribed_at: at,
  confirmed_at: at,
  unsubscribed_at: null,
  source: '/blog',
  imported: false,
};
const send = {
  title: 'A post',
  state: 'done',
  reason: '',
  total: 1,
  sent: 1,
  not_sent: 0,
  started_at: at,
  finished_at: at,
  lease_until: null,
};
const recipient = { post_id: 'post-1', email: 'reader@example.com', state: 'sent', attempts: 1, last_error: '', sent_at: at };
const DOCS = {
  'newsletter_subscribers/abc': subscriber,
  'newsletter_sends/post-1': send,
  'newsletter_recipients/post-1_abc': recipient,
} as const;

describe('match /newsletter_subscribers, /newsletter_sends and /newsletter_recipients', () => {
  beforeEach(() => t.seed(async (db) => Promise.all(Object.entries(DOCS).map(([path, data]) => setDoc(doc(db, path), data)))));

  it('the owner may read them, one by one and as lists', async () => {
    for (const path of Object.keys(DOCS)) await allowed(getDoc(doc(t.db('owner'), path)));
    for (const name of ['newsletter_subscribers', 'newsletter_sends', 'newsletter_recipients'])
      await allowed(getDocs(collection(t.db('owner'), name)));
  });
  it.each(NOT_OWNER)('%s may not read them', async (role) => {
    for (const path of Object.keys(DOCS)) await denied(getDoc(doc(t.db(role), path)));
    await denied(getDocs(collection(t.db(role), 'newsletter_subscribers')));
  });
  it.each(ROLES)('%s may not create, change or delete them (the functions do)', async (role) => {
    await denied(setDoc(doc(t.db(role), 'newsletter_subscribers/new'), subscriber));
    await denied(setDoc(doc(t.db(role), 'newsletter_sends/post-2'), send));
    await denied(setDoc(doc(t.db(role), 'newsletter_recipients/post-2_abc'), recipient));
    for (const path of Object.keys(DOCS)) {
      await denied(updateDoc(doc(t.db(role), path), { state: 'pending' }));
      await denied(deleteDoc(doc(t.db(role), path)));
    }
  });
});
