/**
 * firestore.rules: job_health/{name} and page_errors/{hour}, the background work's health. The owner
 * reads them on the dashboard; only the functions write them.
 */
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';

const t = useRulesSuite();
const run = { last_success_at: null, last_failure_at: null, last_error: '' };
const errors = { period_start: '2026-11-27T19:00:00.000Z', counts: { post: 2 } };

describe('match /job_health/{name} and /page_errors/{hour}', () => {
  beforeEach(() =>
    t.seed(async (db) => {
      await setDoc(doc(db, 'job_health/rollUpAnalytics'), run);
      await setDoc(doc(db, 'page_errors/2026-11-27T19'), errors);
    }),
  );

  it('the owner may read them', async () => {
    await allowed(getDoc(doc(t.db('owner'), 'job_health/rollUpAnalytics')));
    await allowed(getDocs(collection(t.db('owner'), 'job_health')));
    await allowed(getDocs(collection(t.db('owner'), 'page_errors')));
  });
  it.each(NOT_OWNER)('%s may not read them', async (role) => {
    await denied(getDoc(doc(t.db(role), 'job_health/rollUpAnalytics')));
    await denied(getDocs(collection(t.db(role), 'page_errors')));
  });
  it.each(ROLES)('%s may not write them (the functions do)', async (role) => {
    await denied(setDoc(doc(t.db(role), 'job_health/publishScheduledPosts'), run));
    await denied(setDoc(doc(t.db(role), 'page_errors/2026-11-27T20'), errors));
  });
});
