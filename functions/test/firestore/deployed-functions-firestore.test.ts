import { COLLECTIONS } from '@portfolio/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS, TEST_PROJECT } from '../../scripts/emulator-test-config.mjs';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { clearFirestore, emulatorDb } from './firestore-harness.js';

const functionsUrl = (name: string) => `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT}/us-central1/${name}`;

/** The built functions in the Functions emulator, now writing to the Firestore emulator. */
describe('the functions in the emulators with Firestore', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp(TEST_PORTS.smtp);
    await clearFirestore();
  });
  // The next file (test/emulator) expects a project without a contact section: leave none behind.
  afterAll(async () => {
    await clearFirestore();
    await smtp.close();
  });

  it('submitContactMessage stores the message in contact_messages and records the mail as sent', async () => {
    const db = emulatorDb();
    await db
      .collection(COLLECTIONS.sections)
      .doc('contact')
      .set({ content: { email: 'inbox@portfolio.test', social: {} } });
    const response = await fetch(functionsUrl('submitContactMessage'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { name: 'Ada', email: 'ada@example.com', message: 'Hi from Firestore' } }),
    });
    expect(response.status).toBe(200);
    const docs = (await db.collection(COLLECTIONS.contactMessages).get()).docs.map((d) => d.data());
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ name: 'Ada', email: 'ada@example.com', message: 'Hi from Firestore', status: 'new' });
    expect(docs[0]!.created_at).toBeInstanceOf(Timestamp);
    expect(docs[0]!.delivery).toMatchObject({ state: 'sent', attempts: 1 });
    expect(smtp.received.map((m) => m.envelopeTo)).toEqual([['inbox@portfolio.test']]);
  });

  it('trackPageView writes an event with a server timestamp and a visitor hash, never the IP', async () => {
    const db = emulatorDb();
    const response = await fetch(functionsUrl('trackPageView'), {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0',
        'X-Forwarded-For': '203.0.113.99',
      },
      body: JSON.stringify({ page_path: '/blog', referrer: 'https://github.com/someone' }),
    });
    expect(response.status).toBe(204);
    const [event] = (await db.collection(COLLECTIONS.analyticsEvents).get()).docs.map((d) => d.data());
    expect(event).toMatchObject({ event_type: 'page_view', page_path: '/blog', referrer: 'github.com' });
    expect(event!.created_at).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(event)).not.toContain('203.0.113.99');
  });
});
