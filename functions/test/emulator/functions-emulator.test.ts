import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OWNER, TEST_PORTS, TEST_PROJECT } from '../../scripts/emulator-test-config.mjs';
import { SIGN_UP_CLOSED } from '../../src/auth/owner-only-sign-up.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

/**
 * The deployed shape, end to end: the built lib/index.js in the Functions emulator (with the memory
 * store, as no Firestore emulator runs), the Auth emulator with the blocking function, a real SMTP
 * server in this process, and the owner command.
 */
const functionsUrl = (name: string) => `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT}/us-central1/${name}`;
const authUrl = (path: string) => `http://127.0.0.1:${TEST_PORTS.auth}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`;
const repoRoot = join(import.meta.dirname, '..', '..', '..');

async function callContact(data: unknown, forwardedFor = '192.0.2.44') {
  const response = await fetch(functionsUrl('submitContactMessage'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { status: string; message: string } } };
}

async function signUp(email: string) {
  const response = await fetch(authUrl('accounts:signUp'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-password-1', returnSecureToken: true }),
  });
  return { status: response.status, body: (await response.json()) as { localId?: string; error?: { message: string } } };
}

describe('the functions in the Functions and Auth emulators', () => {
  let smtp: TestSmtp;
  let admin: App;
  beforeAll(async () => {
    smtp = await startSmtp(TEST_PORTS.smtp);
    admin = initializeApp({ projectId: TEST_PROJECT }, 'emulator-test');
  });
  afterAll(async () => {
    await smtp.close();
    await deleteApp(admin);
  });

  it('has the emulators up (Auth answers, the functions are loaded)', async () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBe(`127.0.0.1:${TEST_PORTS.auth}`);
    const response = await fetch(functionsUrl('trackPageView'), { method: 'GET' });
    expect(response.status).toBe(405);
  });

  it('submitContactMessage stores and mails the owner, with the visitor as Reply-To', async () => {
    const { status, body } = await callContact({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello\nfrom the emulator' });
    expect(status).toBe(200);
    expect(body.result).toEqual({ ok: true });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    // The contact section holds no e-mail in this project, so the mail goes to OWNER_EMAIL.
    expect(mail.envelopeTo).toEqual([TEST_OWNER]);
    expect(mail.headers['reply-to']).toBe('Grace Hopper <grace@example.com>');
    expect(mail.headers.from).toBe('Portfolio <noreply@portfolio.test>');
    expect(mail.text).toContain('Name: Grace Hopper\nEmail: grace@example.com\n\nMessage:\nHello\nfrom the emulator');
  });

  it('submitContactMessage answers invalid input with INVALID_ARGUMENT and the reason, and mails nothing', async () => {
    const { status, body } = await callContact({ name: 'Eve\r\nBcc: x@example.com', email: 'eve@example.com', message: 'x' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Name must be on a single line.' });
    expect(smtp.received).toHaveLength(1);
  });

  it('submitContactMessage refuses the sixth message in 10 minutes with RESOURCE_EXHAUSTED', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await callContact({ name: 'Grace', email: 'grace@example.com', message: `again ${i}` })).status).toBe(200);
    }
    const { status, body } = await callContact({ name: 'Grace', email: 'grace@example.com', message: 'one too many' });
    expect(status).toBe(429);
    expect(body.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(body.error?.message).toMatch(/^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/);
    expect(smtp.received).toHaveLength(5);
  });

  it('submitContactMessage: a spoofed X-Forwarded-For does not buy a visitor more messages', async () => {
    // The same visitor (the address the front end appended, last) claiming a new address each time.
    const spoofed = (i: number) => `10.9.8.${i}, 203.0.113.${i}, 198.51.100.77`;
    for (let i = 0; i < 5; i += 1) {
      expect((await callContact({ name: 'Mallory', email: 'mallory@example.com', message: `spam ${i}` }, spoofed(i))).status).toBe(200);
    }
    const refused = await callContact({ name: 'Mallory', email: 'mallory@example.com', message: 'spam 5' }, spoofed(5));
    expect(refused.status).toBe(429);
    // Another visitor, whatever it claims first, keeps its own allowance.
    expect((await callContact({ name: 'Ada', email: 'ada@example.com', message: 'hi' }, '198.51.100.77, 198.51.100.78')).status).toBe(200);
  });

  it('trackPageView: a spoofed X-Forwarded-For does not buy a visitor more page views', async () => {
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
    for (let i = 0; i < 30; i += 1) expect((await view(`10.0.${i}.1, 198.51.100.90`)).status).toBe(204);
    expect((await view('10.0.99.1, 198.51.100.90')).status).toBe(429);
    expect((await view('198.51.100.90, 198.51.100.91')).status).toBe(204);
  });

  it('trackPageView takes a text/plain beacon (204) and refuses a malformed one (400)', async () => {
    const beacon = (body: string, contentType = 'text/plain;charset=UTF-8') =>
      fetch(functionsUrl('trackPageView'), {
        method: 'POST',
        headers: { 'Content-Type': contentType, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0' },
        body,
      });
    expect((await beacon(JSON.stringify({ page_path: '/projects', referrer: 'https://github.com/x' }))).status).toBe(204);
    expect((await beacon(JSON.stringify({ page_path: '/' }), 'application/json')).status).toBe(204);
    expect((await beacon('{oops')).status).toBe(400);
  });

  it("beforeUserCreated refuses every sign-up but the owner's", async () => {
    const stranger = await signUp('stranger@example.com');
    expect(stranger.status).toBe(400);
    expect(stranger.body.error?.message).toContain(SIGN_UP_CLOSED);
    await expect(getAuth(admin).getUserByEmail('stranger@example.com')).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const owner = await signUp(TEST_OWNER);
    expect(owner.status).toBe(200);
    expect(owner.body.localId).toBeTruthy();
  });

  it('npm run owner sets admin: true on the existing owner account in the Auth emulator', async () => {
    const before = await getAuth(admin).getUserByEmail(TEST_OWNER);
    expect(before.customClaims?.admin).toBeUndefined();
    const result = spawnSync('node', ['scripts/set-owner.mjs', TEST_OWNER], { cwd: repoRoot, encoding: 'utf8', env: process.env });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`${TEST_OWNER} (uid ${before.uid}) is now the owner on the Auth emulator`);
    expect(result.status).toBe(0);
    expect((await getAuth(admin).getUserByEmail(TEST_OWNER)).customClaims).toEqual({ admin: true });
  });

  it('npm run owner explains what to do when the account does not exist', () => {
    const result = spawnSync('node', ['scripts/set-owner.mjs', 'nobody@example.com'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: process.env,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no account with the e-mail nobody@example.com. Create it first');
  });
});
