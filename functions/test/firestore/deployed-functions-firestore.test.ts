import { COLLECTIONS } from '@portfolio/model';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS, TEST_PROJECT } from '../../scripts/emulator-test-config.mjs';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { clearFirestore, emulatorDb } from './firestore-harness.js';

const functionsUrl = (name: string) => `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT}/us-central1/${name}`;

async function callContact(data: unknown, forwardedFor: string) {
  const response = await fetch(functionsUrl('submitContactMessage'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ data }),
  });
  return response.status;
}

const view = (forwardedFor: string) =>
  fetch(functionsUrl('trackPageView'), {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0',
      'X-Forwarded-For': forwardedFor,
    },
    body: JSON.stringify({ page_path: '/', referrer: '' }),
  });

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

  // The limits are counted in Firestore, as deployed: one count whichever instance answers (the
  // functions-only emulator keeps one per worker, and may start a second worker midway).
  it('submitContactMessage: a spoofed X-Forwarded-For does not buy a visitor more messages', async () => {
    // The same visitor (the address the front end appended, last) claiming a new address each time.
    const spoofed = (i: number) => `10.9.8.${i}, 203.0.113.${i}, 198.51.100.77`;
    const message = (text: string) => ({ name: 'Mallory', email: 'mallory@example.com', message: text });
    for (let i = 0; i < 5; i += 1) expect(await callContact(message(`spam ${i}`), spoofed(i))).toBe(200);
    expect(await callContact(message('spam 5'), spoofed(5))).toBe(429);
    // Another visitor, whatever it claims first, keeps its own allowance.
    expect(await callContact({ name: 'Ada', email: 'ada@example.com', message: 'hi' }, '198.51.100.77, 198.51.100.78')).toBe(200);
  });

  it('trackPageView: a spoofed X-Forwarded-For does not buy a visitor more page views', async () => {
    for (let i = 0; i < 30; i += 1) expect((await view(`10.0.${i}.1, 198.51.100.90`)).status).toBe(204);
    expect((await view('10.0.99.1, 198.51.100.90')).status).toBe(429);
    expect((await view('198.51.100.90, 198.51.100.91')).status).toBe(204);
  });
});
