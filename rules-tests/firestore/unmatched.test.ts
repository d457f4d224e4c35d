/**
 * firestore.rules: what no match admits — the functions' own documents (rate limits, salts), any
 * other collection, and owner-looking tokens that do not carry the claim exactly.
 */
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { project, skill } from '../support/fixtures';

const t = useRulesSuite();

describe('documents no match admits', () => {
  // The functions' own collections (functions/src/store/types.ts) and one no code uses.
  const functionsOnly = ['fn_rate_limits/ip-hash', 'fn_visitor_salts/2026-01-02', 'fn_state/rollups', 'users/owner-uid'];
  beforeEach(() =>
    t.seed(async (db) => {
      for (const path of functionsOnly) await setDoc(doc(db, path), { value: 1 });
    }),
  );

  const cases = ROLES.flatMap((role) => functionsOnly.map((path) => [role, path] as const));
  it.each(cases)('%s may not read %s', (role, path) => denied(getDoc(doc(t.db(role), path))));
  it.each(cases)('%s may not write %s', (role, path) => denied(setDoc(doc(t.db(role), path), { value: 2 })));
  it.each(ROLES)('%s may not list an unmatched collection', (role) => denied(getDocs(collection(t.db(role), 'fn_rate_limits'))));
});

describe('isOwner(): only the custom claim admin == true', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'projects/wip'), project('draft'))));

  const lookalikes: [string, Record<string, unknown>][] = [
    ['admin as the text "true"', { admin: 'true' }],
    ['admin as 1', { admin: 1 }],
    ['admin false', { admin: false }],
    ['an owner-looking e-mail but no claim', { email: 'owner@example.com', email_verified: true }],
    ['a role claim instead of admin', { role: 'admin' }],
  ];
  it.each(lookalikes)('a token with %s may not write', (_, token) =>
    denied(setDoc(doc(t.dbWithToken('lookalike', token), 'skills/s1'), skill())),
  );
  it.each(lookalikes)('a token with %s may not read drafts', (_, token) =>
    denied(getDoc(doc(t.dbWithToken('lookalike', token), 'projects/wip'))),
  );
  it('any uid with admin: true is the owner', () =>
    allowed(setDoc(doc(t.dbWithToken('second-device', { admin: true }), 'skills/s1'), skill())));
});
