/**
 * firestore.rules: the owner's account security. owner_sign_ins and owner_state are the owner's to
 * read and the functions' to write; isOwner() wants a second factor once the claim second_factor says
 * the owner has one, and refuses a session signed out everywhere.
 */
import { collection, doc, getDoc, getDocs, setDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { skill } from '../support/fixtures';

const t = useRulesSuite();

const signIn = { uid: 'owner', browser_key: 'k', at: new Date('2026-11-23T21:43:00Z'), browser: 'Chrome', platform: 'macOS' };

describe('match /owner_sign_ins/{id} and /owner_state/{name}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'owner_sign_ins/s1'), {
        ...signIn,
        new_browser: true,
        second_factor: false,
        notice: 'sent',
        notice_attempts: 1,
      });
      await setDoc(doc(db, 'owner_state/sessions'), { valid_after: 1_000_000_000 });
    }),
  );

  // A real ID token always carries auth_time; the test tool's does not unless asked.
  const owner = () => t.dbWithToken('owner', { admin: true, auth_time: Math.floor(Date.now() / 1000) });

  it('the owner may read the sign-ins and the sessions state', async () => {
    await allowed(getDocs(collection(owner(), 'owner_sign_ins')));
    await allowed(getDoc(doc(owner(), 'owner_state/sessions')));
  });

  it('a batch of many writes still passes with the sessions state to check in each (one document, read once)', () => {
    const db = owner();
    const batch = writeBatch(db);
    for (let i = 0; i < 30; i += 1) batch.set(doc(db, `skills/s${i}`), skill());
    return allowed(batch.commit());
  });
  it.each(NOT_OWNER)('%s may read neither', async (role) => {
    await denied(getDocs(collection(t.db(role), 'owner_sign_ins')));
    await denied(getDoc(doc(t.db(role), 'owner_state/sessions')));
  });
  it.each(ROLES)('%s may write neither (the functions do)', async (role) => {
    await denied(setDoc(doc(t.db(role), 'owner_sign_ins/s2'), { ...signIn, notice: 'sent' }));
    await denied(setDoc(doc(t.db(role), 'owner_state/sessions'), { valid_after: 0 }));
  });
});

describe('isOwner(): the second factor, once the owner has one', () => {
  const write = (token: Record<string, unknown>) => setDoc(doc(t.dbWithToken('owner', token), 'skills/s1'), skill());
  const withSecondFactor = { firebase: { sign_in_provider: 'password', sign_in_second_factor: 'totp' } };
  const passwordOnly = { firebase: { sign_in_provider: 'password' } };

  it('before enrolment, a password sign-in is the owner', () => allowed(write({ admin: true, ...passwordOnly })));
  it('after enrolment (second_factor: true), a token signed in with the password alone may not write', () =>
    denied(write({ admin: true, second_factor: true, ...passwordOnly })));
  it('after enrolment, a token signed in with the password alone may not read owner-only data', () =>
    denied(getDocs(collection(t.dbWithToken('owner', { admin: true, second_factor: true, ...passwordOnly }), 'contact_messages'))));
  it('after enrolment, a token signed in with the second factor may write', () =>
    allowed(write({ admin: true, second_factor: true, ...withSecondFactor })));
  it('the second factor alone, without the admin claim, is not the owner', () =>
    denied(write({ second_factor: true, ...withSecondFactor })));
});

describe('isOwner(): sessions signed out everywhere', () => {
  const SIGNED_OUT_AT = 2_000_000_000; // seconds
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'owner_state/sessions'), { valid_after: SIGNED_OUT_AT })));
  const write = (authTime: number) => setDoc(doc(t.dbWithToken('owner', { admin: true, auth_time: authTime }), 'skills/s1'), skill());

  it('a session signed in before it may no longer write', () => denied(write(SIGNED_OUT_AT - 1)));
  it('a session signed in before it may no longer read its own state', () =>
    denied(getDoc(doc(t.dbWithToken('owner', { admin: true, auth_time: SIGNED_OUT_AT - 1 }), 'owner_state/sessions'))));
  it('a session signed in since may write', () => allowed(write(SIGNED_OUT_AT)));
});

describe('isOwner(): a second factor required by the sessions state, whatever the token was minted with', () => {
  const ENROLLED_AT = 2_000_000_000; // seconds
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'owner_state/sessions'), { valid_after: ENROLLED_AT, second_factor: true })));
  const write = (token: Record<string, unknown>) => setDoc(doc(t.dbWithToken('owner', token), 'skills/s1'), skill());
  const withSecondFactor = { firebase: { sign_in_provider: 'password', sign_in_second_factor: 'totp' } };

  it('a token minted before enrolment (no second_factor claim, no factor) may not write, even signed in since', () =>
    denied(write({ admin: true, auth_time: ENROLLED_AT + 5, firebase: { sign_in_provider: 'password' } })));
  it('a token signed in with the second factor since may write', () =>
    allowed(write({ admin: true, auth_time: ENROLLED_AT, ...withSecondFactor })));
  it('a token signed in with a second factor before enrolment ended may not write', () =>
    denied(write({ admin: true, auth_time: ENROLLED_AT - 1, ...withSecondFactor })));
});
