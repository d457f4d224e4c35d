/** firestore.rules: match /analytics_events, /analytics_hourly, /analytics_daily — read: owner; write: nobody. */
import { lastDays, rollupBounds } from '@portfolio/model';
import { addDoc, collection, deleteDoc, doc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { analyticsEvent, rollup } from '../support/fixtures';

const t = useRulesSuite();

describe('match /analytics_events/{id}', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'analytics_events/e1'), analyticsEvent())));

  it('owner may list the 10 latest events', () =>
    allowed(getDocs(query(collection(t.db('owner'), 'analytics_events'), orderBy('created_at', 'desc'), limit(10)))));
  it.each(NOT_OWNER)('%s may not list events', (role) =>
    denied(getDocs(query(collection(t.db(role), 'analytics_events'), orderBy('created_at', 'desc'), limit(10)))),
  );
  it.each(ROLES)('%s may not record an event from the browser (trackPageView does)', (role) =>
    denied(addDoc(collection(t.db(role), 'analytics_events'), { ...analyticsEvent(), created_at: serverTimestamp() })),
  );
  it.each(ROLES)('%s may not delete an event', (role) => denied(deleteDoc(doc(t.db(role), 'analytics_events/e1'))));
});

describe.each(['analytics_hourly', 'analytics_daily'])('match /%s/{id}', (name) => {
  const { from, before } = rollupBounds(lastDays(30, new Date('2026-01-03T00:00:00Z')));
  const period = (role: Parameters<typeof t.db>[0]) =>
    query(collection(t.db(role), name), where('period_start', '>=', from), where('period_start', '<', before));
  beforeEach(() => t.seed((db) => setDoc(doc(db, name, 'r1'), rollup())));

  it("owner may read the rollups of the dashboard's period and the one before", () => allowed(getDocs(period('owner'))));
  it.each(NOT_OWNER)('%s may not read rollups', (role) => denied(getDocs(period(role))));
  it.each(ROLES)('%s may not write a rollup (the functions do)', (role) => denied(setDoc(doc(t.db(role), name, 'r2'), rollup())));
  it.each(ROLES)('%s may not delete a rollup', (role) => denied(deleteDoc(doc(t.db(role), name, 'r1'))));
});
