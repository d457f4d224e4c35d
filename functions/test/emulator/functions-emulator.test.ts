import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_OWNER, TEST_PORTS, TEST_PROJECT } from '../../scripts/emulator-test-config.mjs';
import { promotionProblems } from '../../../scripts/owner-trust.mjs';
import { runScript } from '../../../scripts/run-script.mjs';
import { SIGN_UP_CLOSED } from '../../src/auth/sign-up-closed.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

/**
 * The deployed shape, end to end: the built lib/index.js in the Functions emulator (with the memory
 * store, as no Firestore emulator runs), the Auth emulator with the blocking function, a real SMTP
 * server in this process, and the owner command.
 */
const functionsUrl = (name: string) => `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT}/us-central1/${name}`;
const authUrl = (path: string) => `http://127.0.0.1:${TEST_PORTS.auth}/identitytoolkit.googleapis.com/v1/${path}?key=demo-key`;

async function callContact(data: unknown, forwardedFor = '192.0.2.44') {
  const response = await fetch(functionsUrl('submitContactMessage'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { status: string; message: string } } };
}

const json = { 'Content-Type': 'application/json' };

/** Runs `npm run owner -- <args>` (scripts/owner.mjs) against the Auth emulator, with `input` on stdin. */
const owner = (args: string[], input = '') => runScript('scripts/owner.mjs', args, { input });

/** Signs in with Google through the emulator's fake IdP (it accepts an unsigned ID token). */
async function signInWithGoogle(email: string) {
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const idToken = `${encode({ alg: 'none' })}.${encode({ sub: `google-${email}`, email, email_verified: true })}.`;
  const response = await fetch(authUrl('accounts:signInWithIdp'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${idToken}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  return { status: response.status, body: (await response.json()) as { localId?: string; error?: { message: string } } };
}

/** Signs in with e-mail and password over the Auth emulator's REST API (the blocking functions run). */
async function passwordSignIn(email: string, password: string) {
  const response = await fetch(authUrl('accounts:signInWithPassword'), {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return { status: response.status, body: (await response.json()) as { idToken?: string; error?: { message: string } } };
}

/**
 * Waits until the second of a token's sign-in (its `auth_time`) has passed. With no Firestore here,
 * only Auth's revocation ends a session, and Auth keeps a sign-in's and a revocation's time in whole
 * seconds: a token of the revocation's own second stays valid. (Deployed, and on the Firestore
 * emulator, owner_state/sessions ends that second too: the owner command writes the next second.)
 */
async function secondAfterSignIn(idToken: string) {
  const { auth_time } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { auth_time: number };
  await vi.waitUntil(() => Date.now() >= (auth_time + 1) * 1000, { timeout: 5_000, interval: 50 });
}

/** Calls a callable function as the holder of `idToken`. */
async function callAs(name: string, idToken: string | undefined) {
  const response = await fetch(functionsUrl(name), {
    method: 'POST',
    headers: { ...json, ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data: {} }),
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

  it('checkClientAddress tells only the owner which address the functions use for their request, shortened', async () => {
    const auth = getAuth(admin);
    const tokenOf = async (email: string, claims?: Record<string, unknown>) => {
      const user = await auth.createUser({ email, password: 'a-long-password-1' });
      if (claims) await auth.setCustomUserClaims(user.uid, claims);
      const response = await fetch(authUrl('accounts:signInWithPassword'), {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password: 'a-long-password-1', returnSecureToken: true }),
      });
      return ((await response.json()) as { idToken: string }).idToken;
    };
    const check = async (token?: string) => {
      const response = await fetch(functionsUrl('checkClientAddress'), {
        method: 'POST',
        headers: { ...json, 'X-Forwarded-For': '10.1.2.3, 203.0.113.7', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ data: {} }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { result?: unknown; error?: { status: string; message: string } },
      };
    };
    for (const token of [undefined, await tokenOf('reader@example.com'), await tokenOf('almost@example.com', { admin: 'true' })]) {
      const refused = await check(token);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ status: 'PERMISSION_DENIED', message: 'Only the owner can check the visitor address.' });
    }
    const allowed = await check(await tokenOf('address-owner@example.com', { admin: true }));
    expect(allowed.status).toBe(200);
    expect(allowed.body.result).toMatchObject({
      forwardedFor: [
        { address: '10.1.x.x', role: 'unverified' },
        { address: '203.0.x.x', role: 'visitor' },
      ],
      used: '203.0.x.x',
      source: 'forwarded-for',
      hops: 1,
    });
    // The site has one owner: the one `owner create` makes below.
    await auth.deleteUser((await auth.getUserByEmail('address-owner@example.com')).uid);
  });

  it("no client can create an account: any address, the owner's in any spelling, another provider", async () => {
    for (const email of ['stranger@example.com', TEST_OWNER, TEST_OWNER.toUpperCase(), 'Owner@Portfolio.test', ` ${TEST_OWNER}`]) {
      const attempt = await signUp(email);
      expect(attempt.status, email).toBe(400);
      expect(attempt.body.localId, email).toBeUndefined();
    }
    expect((await signUp('stranger@example.com')).body.error?.message).toContain(SIGN_UP_CLOSED);
    // Google (the emulator takes an unsigned ID token as Google's), for an address nobody holds yet.
    const google = await signInWithGoogle('newcomer@example.com');
    expect(google.status).toBe(400);
    expect(google.body.error?.message).toContain(SIGN_UP_CLOSED);
    const users = (await getAuth(admin).listUsers()).users.map((u) => u.email);
    expect(users).not.toContain('stranger@example.com');
    expect(users).not.toContain(TEST_OWNER);
    expect(users).not.toContain('newcomer@example.com');
  });

  it('an anonymous sign-up, which only the Auth emulator lets through, can never become the owner', async () => {
    // The emulator runs no blocking function for anonymous sign-ups and always allows them; a real
    // project refuses them (anonymous sign-in off, set by `owner create`: docs/testing.md).
    const anonymous = await fetch(authUrl('accounts:signUp'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ returnSecureToken: true }),
    });
    const { localId } = (await anonymous.json()) as { localId: string };
    const user = await getAuth(admin).getUser(localId);
    expect(user.customClaims ?? {}).toEqual({});
    expect(promotionProblems(user)).toEqual(['it has no e-mail and password sign-in (an anonymous or phone-only account)']);
  });

  it('owner create makes the owner with the password typed, in one step', async () => {
    const result = await owner(['create', TEST_OWNER, '--password-stdin'], 'a-long-owner-password\n');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const user = await getAuth(admin).getUserByEmail(TEST_OWNER);
    expect(result.stdout).toContain(`created the owner ${TEST_OWNER} (uid ${user.uid}) on the Auth emulator`);
    expect(user.customClaims).toEqual({ admin: true, created_by_owner_command: true });
    // Verified, so the owner can enrol a second factor at once (test/firestore/owner-enrolment-firestore.test.ts).
    expect(user.emailVerified).toBe(true);
    const signIn = await fetch(authUrl('accounts:signInWithPassword'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: TEST_OWNER, password: 'a-long-owner-password', returnSecureToken: true }),
    });
    expect(signIn.status).toBe(200);
  });

  it('owner create refuses an address that already has an account, and a short password', async () => {
    const taken = await owner(['create', TEST_OWNER, '--password-stdin'], 'another-long-password\n');
    expect(taken.status).toBe(1);
    expect(taken.stderr).toContain(`an account with the address ${TEST_OWNER} already exists`);
    expect(taken.stderr).toContain(`npm run owner -- promote ${TEST_OWNER}`);

    const short = await owner(['create', 'short@example.com', '--password-stdin', '--replace'], 'short\n');
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('the password is shorter than 12 characters; nothing was created');
    await expect(getAuth(admin).getUserByEmail('short@example.com')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('owner promote refuses an account it cannot trust, and says why', async () => {
    const auth = getAuth(admin);
    await auth.createUser({ email: 'unverified@example.com', password: 'a-long-password-1' });
    const unverified = await owner(['promote', 'unverified@example.com']);
    expect(unverified.status).toBe(1);
    expect(unverified.stderr).toContain(
      'refused to make unverified@example.com the owner: its address was never verified, so whoever created it may not own the address',
    );
    expect(unverified.stderr).toContain('npm run owner -- create unverified@example.com');

    const linked = await auth.createUser({ email: 'linked@example.com', password: 'a-long-password-1', emailVerified: true });
    await auth.updateUser(linked.uid, { providerToLink: { providerId: 'google.com', uid: 'google-linked', email: 'linked@example.com' } });
    const withGoogle = await owner(['promote', 'linked@example.com']);
    expect(withGoogle.status).toBe(1);
    expect(withGoogle.stderr).toContain('it also signs in with google.com: the owner signs in with e-mail and password only');

    for (const email of ['unverified@example.com', 'linked@example.com']) {
      expect((await auth.getUserByEmail(email)).customClaims?.admin).toBeUndefined();
    }
  });

  it('owner create refuses look-alike addresses, and says why', async () => {
    const cases: [string, string][] = [
      ['\uff4fwner@portfolio.test', '"\uff4f" (U+FF4F, Latin) is a variant of "o" (fullwidth or another compatibility form)'],
      ['\u043ewner@portfolio.test', '"\u043e" (U+043E, Cyrillic) is not plain ASCII and looks like "o"'],
      ['owner@xn--80ak6aa92e.test', 'the domain label xn--80ak6aa92e (\u0430\u0440\u0440\u04cf\u0435) has letters that look like others'],
      // Plain ASCII, but read as the owner's address: 0 for o (Unicode's confusables skeleton).
      ['0wner@portfolio.test', `it looks like the address of an owner that exists already, ${TEST_OWNER}`],
    ];
    for (const [address, why] of cases) {
      const refused = await owner(['create', address, '--password-stdin', '--replace'], 'a-long-owner-password\n');
      expect(refused.status, address).toBe(1);
      expect(refused.stderr).toContain(`owner: refused to make ${address} the owner:`);
      expect(refused.stderr).toContain(why);
      await expect(getAuth(admin).getUserByEmail(address)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
    expect((await getAuth(admin).getUserByEmail(TEST_OWNER)).customClaims?.admin).toBe(true);
  });

  it("owner promote refuses a second owner; --replace swaps owners, ending the old one's sessions", async () => {
    const auth = getAuth(admin);
    const user = await auth.createUser({ email: 'verified@example.com', password: 'a-long-password-1', emailVerified: true });
    const oldOwnerToken = (await passwordSignIn(TEST_OWNER, 'a-long-owner-password')).body.idToken;

    const refused = await owner(['promote', 'verified@example.com']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`refused to make verified@example.com the owner: ${TEST_OWNER} (uid `);
    expect(refused.stderr).toContain('is the owner already, and the site has one.');
    expect(refused.stderr).toContain('npm run owner -- promote verified@example.com --replace');
    expect((await auth.getUser(user.uid)).customClaims?.admin).toBeUndefined();

    await secondAfterSignIn(oldOwnerToken!);
    const replaced = await owner(['promote', 'verified@example.com', '--replace']);
    expect(replaced.stderr).toBe('');
    expect(replaced.stdout).toContain(
      `${TEST_OWNER} on the Auth emulator at 127.0.0.1:${TEST_PORTS.auth}: no longer the owner, every session signed out.`,
    );
    expect(replaced.stdout).toContain(`verified@example.com (uid ${user.uid}) is now the owner on the Auth emulator`);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ admin: true });
    expect((await auth.getUserByEmail(TEST_OWNER)).customClaims).toEqual({ created_by_owner_command: true });
    // The old owner's token still carries the claim it was minted with: its session is over all the same.
    const ended = await callAs('signOutEverywhere', oldOwnerToken);
    expect(ended.status).toBe(401);
    expect(ended.body.error?.message).toBe('This session was signed out everywhere. Sign in again.');

    // And back: the owner made by create is trusted again without a verified-address check.
    const back = await owner(['promote', TEST_OWNER, '--replace']);
    expect(back.stderr).toBe('');
    expect((await auth.getUserByEmail(TEST_OWNER)).customClaims).toEqual({ admin: true, created_by_owner_command: true });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({});
  });

  it('owner promote explains what to do when the account does not exist', async () => {
    const result = await owner(['promote', 'nobody@example.com']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'no account with the address nobody@example.com. Create it with: npm run owner -- create nobody@example.com',
    );
  });

  it("every sign-in to the owner's account is recorded by beforeUserSignedIn: the first from a browser mails it, the next does not", async () => {
    const email = 'signs-in@example.com';
    const user = await getAuth(admin).createUser({ email, password: 'a-long-password-1' });
    await getAuth(admin).setCustomUserClaims(user.uid, { admin: true });
    const before = smtp.received.length;
    expect((await passwordSignIn(email, 'a-long-password-1')).status).toBe(200);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelopeTo).toEqual([email]);
    // The Auth emulator passes no user agent to blocking functions.
    expect(mails[0]!.headers.subject).toBe("New sign-in to your site's admin: Unknown browser on unknown platform");
    expect(mails[0]!.text).toContain('http://127.0.0.1:5000/admin/settings/security#wasnt-me');

    expect((await passwordSignIn(email, 'a-long-password-1')).status).toBe(200);
    expect(smtp.received.slice(before)).toHaveLength(1);
    await getAuth(admin).deleteUser(user.uid);
  });

  it("another account's sign-in is neither mailed nor recorded as the owner's", async () => {
    const email = 'not-the-owner@example.com';
    const user = await getAuth(admin).createUser({ email, password: 'a-long-password-1' });
    const before = smtp.received.length;
    expect((await passwordSignIn(email, 'a-long-password-1')).status).toBe(200);
    expect(smtp.received.slice(before)).toHaveLength(0);
    if (process.env.FIRESTORE_EMULATOR_HOST) {
      const recorded = await getFirestore(admin).collection('owner_sign_ins').where('uid', '==', user.uid).get();
      expect(recorded.size).toBe(0);
    }
  });

  it('the owner callables refuse anyone but the owner', async () => {
    await getAuth(admin).createUser({ email: 'not-owner@example.com', password: 'a-long-password-1' });
    const { idToken } = (await passwordSignIn('not-owner@example.com', 'a-long-password-1')).body;
    for (const name of ['requireSecondFactor', 'signOutEverywhere']) {
      const answer = await callAs(name, idToken);
      expect(answer.status, name).toBe(403);
      expect(answer.body.error).toEqual({ status: 'PERMISSION_DENIED', message: 'Only the owner may do this.' });
      expect((await callAs(name, undefined)).status, `${name} without a token`).toBe(403);
    }
  });

  it('requireSecondFactor: refused until the owner has a second factor, then sets the claim the rules read', async () => {
    const { idToken } = (await passwordSignIn(TEST_OWNER, 'a-long-owner-password')).body;
    const early = await callAs('requireSecondFactor', idToken);
    expect(early.status).toBe(400);
    expect(early.body.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: 'Add an authenticator app first: the account has no second factor yet.',
    });
    const ownerUser = await getAuth(admin).getUserByEmail(TEST_OWNER);
    await getAuth(admin).updateUser(ownerUser.uid, {
      multiFactor: { enrolledFactors: [{ uid: 'owner-phone', factorId: 'phone', phoneNumber: '+15555550100', displayName: 'Test phone' }] },
    });
    const done = await callAs('requireSecondFactor', idToken);
    // This token signed in with the password alone, so it ends with the others.
    expect(done.body.result).toEqual({ required: true, sessionKept: false });
    expect((await getAuth(admin).getUser(ownerUser.uid)).customClaims).toMatchObject({ admin: true, second_factor: true });

    // A lost device: the command removes the factor and the claim, and signs out everywhere.
    await secondAfterSignIn(idToken!);
    const reset = await owner(['reset-2fa', TEST_OWNER]);
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toContain(
      `${TEST_OWNER} on the Auth emulator at 127.0.0.1:${TEST_PORTS.auth}: second factor removed, every session signed out.`,
    );
    const after = await getAuth(admin).getUser(ownerUser.uid);
    expect(after.multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect(after.customClaims).toEqual({ admin: true, created_by_owner_command: true });
    // Removing the factor ended the session that had it, at once.
    expect((await callAs('signOutEverywhere', idToken)).body.error?.message).toBe('This session was signed out everywhere. Sign in again.');
  });

  it("noteFailedSignIn: ten wrong passwords for the owner's address in an hour mail the owner once; another address, never", async () => {
    const report = (email: string) =>
      fetch(functionsUrl('noteFailedSignIn'), { method: 'POST', headers: json, body: JSON.stringify({ data: { email } }) }).then(
        async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
      );
    const before = smtp.received.length;
    for (let i = 0; i < 5; i += 1) expect(await report('nobody-we-know@example.com')).toEqual({ status: 200, body: { result: {} } });
    for (let i = 0; i < 9; i += 1) expect(await report(TEST_OWNER)).toEqual({ status: 200, body: { result: {} } });
    expect(smtp.received.length).toBe(before);
    await report(TEST_OWNER);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelopeTo).toEqual([TEST_OWNER]);
    expect(mails[0]!.headers.subject).toBe("10 failed sign-ins to your site's admin in an hour");
    await report(TEST_OWNER);
    expect(smtp.received.slice(before)).toHaveLength(1);
  });

  it("signOutEverywhere ends every session of the owner, the caller's too", async () => {
    const first = (await passwordSignIn(TEST_OWNER, 'a-long-owner-password')).body.idToken;
    const second = (await passwordSignIn(TEST_OWNER, 'a-long-owner-password')).body.idToken;
    const answer = await callAs('signOutEverywhere', first);
    expect(answer.status).toBe(200);
    expect((answer.body.result as { validAfter: number }).validAfter).toBeGreaterThan(Date.now() / 1000 - 60);
    for (const token of [first, second]) {
      const refused = await callAs('signOutEverywhere', token);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toEqual({ status: 'UNAUTHENTICATED', message: 'This session was signed out everywhere. Sign in again.' });
    }
  });
});
