/** firestore.rules: match /contact_messages/{id} — read: owner; update: owner, status transitions only. */
import type { MessageStatus } from '@portfolio/model';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { storedMessage } from '../support/fixtures';

const t = useRulesSuite();
const STATUSES: readonly MessageStatus[] = ['new', 'read', 'archived'];

describe('match /contact_messages/{id}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      for (const status of STATUSES) await setDoc(doc(db, 'contact_messages', status), storedMessage(status));
    }),
  );

  describe('read: owner only', () => {
    it.each(NOT_OWNER)('%s may not get a message', (role) => denied(getDoc(doc(t.db(role), 'contact_messages/new'))));
    it.each(NOT_OWNER)('%s may not list messages', (role) =>
      denied(getDocs(query(collection(t.db(role), 'contact_messages'), orderBy('created_at', 'desc')))),
    );
    it('owner may list messages, newest first', () =>
      allowed(getDocs(query(collection(t.db('owner'), 'contact_messages'), orderBy('created_at', 'desc')))));
  });

  describe('create: nobody from the browser (submitContactMessage writes them)', () => {
    it.each(ROLES)('%s may not create a message', (role) =>
      denied(
        addDoc(collection(t.db(role), 'contact_messages'), {
          name: 'Grace',
          email: 'grace@example.com',
          message: 'Hello',
          status: 'new',
          created_at: serverTimestamp(),
        }),
      ),
    );
  });

  describe('delete: nobody', () => {
    it.each(ROLES)('%s may not delete a message', (role) => denied(deleteDoc(doc(t.db(role), 'contact_messages/read'))));
  });

  describe('update: owner, status only, along spec section 4', () => {
    const allowedMoves: [MessageStatus, MessageStatus][] = [
      ['new', 'read'],
      ['new', 'archived'],
      ['read', 'archived'],
    ];
    it.each(allowedMoves)('owner may move a message from %s to %s', (from, to) =>
      allowed(updateDoc(doc(t.db('owner'), 'contact_messages', from), { status: to })),
    );

    const deniedMoves: [MessageStatus, string][] = [
      ['read', 'new'],
      ['archived', 'new'],
      ['archived', 'read'],
      ['new', 'new'],
      ['read', 'read'],
      ['archived', 'archived'],
      ['new', 'spam'],
    ];
    it.each(deniedMoves)('owner may not move a message from %s to %s', (from, to) =>
      denied(updateDoc(doc(t.db('owner'), 'contact_messages', from), { status: to })),
    );

    it.each(NOT_OWNER)('%s may not mark a message as read', (role) =>
      denied(updateDoc(doc(t.db(role), 'contact_messages/new'), { status: 'read' })),
    );
    it('owner may not change the text of a message along with its status', () =>
      denied(updateDoc(doc(t.db('owner'), 'contact_messages/new'), { status: 'read', message: 'Edited' })));
    it('owner may not touch the delivery record (functions only)', () =>
      denied(updateDoc(doc(t.db('owner'), 'contact_messages/new'), { status: 'read', 'delivery.state': 'pending' })));
    it('owner may not add a field', () => denied(updateDoc(doc(t.db('owner'), 'contact_messages/new'), { status: 'read', note: 'x' })));
    it('owner may not create a message by writing to a new id', () =>
      denied(setDoc(doc(t.db('owner'), 'contact_messages/forged'), storedMessage('new'))));
  });

  describe('update: the owner records a reply (replied_at at the server time)', () => {
    const replies: [MessageStatus, MessageStatus][] = [
      ['new', 'read'],
      ['read', 'read'],
      ['archived', 'archived'],
    ];
    it.each(replies)('owner may record a reply to a %s message, which becomes %s', (from, to) =>
      allowed(updateDoc(doc(t.db('owner'), 'contact_messages', from), { replied_at: serverTimestamp(), status: to })),
    );
    it('owner may not record a reply at a time of their choosing', () =>
      denied(
        updateDoc(doc(t.db('owner'), 'contact_messages/read'), {
          replied_at: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
          status: 'read',
        }),
      ));
    it('a new message replied to does not stay new', () =>
      denied(updateDoc(doc(t.db('owner'), 'contact_messages/new'), { replied_at: serverTimestamp(), status: 'new' })));
    it('a reply does not bring an archived message back', () =>
      denied(updateDoc(doc(t.db('owner'), 'contact_messages/archived'), { replied_at: serverTimestamp(), status: 'read' })));
    it('a reply changes nothing else', () =>
      denied(updateDoc(doc(t.db('owner'), 'contact_messages/read'), { replied_at: serverTimestamp(), message: 'Edited' })));
    // The replies sent from Messages and their lease are the replyToMessage function's: a browser
    // that wrote them could claim a reply was mailed that never was.
    it('owner may not write the replies the function mailed', () =>
      denied(
        updateDoc(doc(t.db('owner'), 'contact_messages/read'), {
          replied_at: serverTimestamp(),
          status: 'read',
          replies: [{ request_id: 'r1', subject: 'Re: hi', text: 'Never sent', sent_at: '2026-01-01T00:00:00.000Z' }],
        }),
      ));
    it('owner may not take the reply lease', () =>
      denied(
        updateDoc(doc(t.db('owner'), 'contact_messages/read'), { reply_lease: { request_id: 'r1', until: '2099-01-01T00:00:00.000Z' } }),
      ));
    it.each(NOT_OWNER)('%s may not record a reply', (role) =>
      denied(updateDoc(doc(t.db(role), 'contact_messages/read'), { replied_at: serverTimestamp() })),
    );
  });
});
