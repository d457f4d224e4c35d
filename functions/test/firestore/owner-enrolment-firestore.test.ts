import { OWNER_WRITTEN_COLLECTIONS, type CollectionName } from '@portfolio/model';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from '../../../scripts/run-script.mjs';
import { TEST_PORTS, TEST_PROJECT } from '../../scripts/emulator-test-config.mjs';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { clearFirestore } from './firestore-harness.js';

/**
 * The owner's real path on the Auth, Functions and Firestore emulators (with firestore.rules): the
 * account `npm run owner -- create` makes, signed in over Identity Toolkit's REST API as the web SDK
 * does, enrols a second factor (a phone: the Auth emulator has no TOTP), and the app's next call,
 * requireSecondFactor, ends every other session: the rules refuse a token minted before enrolment on
 * every collection the owner writes.
 */
const EMAIL = 'enrolling-owner@portfolio.test';
const PASSWORD = 'an-owner-password-to-enrol';
const PHONE = '+15555550142';
const json = { 'Content-Type': 'application/json' };
const auth = (path: string) => `http://127.0.0.1:${TEST_PORTS.auth}/${path}`;
const documents = `projects/${TEST_PROJECT}/databases/(default)/documents`;

async function post<T>(url: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...json, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function passwordSignIn(): Promise<string> {
  const answer = await post<{ idToken: string }>(auth('identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key'), {
    email: EMAIL,
    password: PASSWORD,
    returnSecureToken: true,
  });
  expect(answer.status).toBe(200);
  return answer.body.idToken;
}

/** What the web SDK's multiFactor(user).enroll does for a phone, with the code the emulator "sent". */
async function enrolPhone(idToken: string): Promise<string> {
  const start = await post<{ phoneSessionInfo: { sessionInfo: string }; error?: { message: string } }>(
    auth('identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:start?key=demo-key'),
    { idToken, phoneEnrollmentInfo: { phoneNumber: PHONE, recaptchaToken: 'emulator' } },
  );
  expect(start.body.error?.message).toBeUndefined();
  const codes = (await (await fetch(auth(`emulator/v1/projects/${TEST_PROJECT}/verificationCodes`))).json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = codes.verificationCodes.filter((c) => c.phoneNumber === PHONE).at(-1)!.code;
  const finalize = await post<{ idToken: string }>(auth('identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:finalize?key=demo-key'), {
    idToken,
    phoneVerificationInfo: { sessionInfo: start.body.phoneSessionInfo.sessionInfo, code },
    displayName: 'Test phone',
  });
  expect(finalize.status).toBe(200);
  return finalize.body.idToken;
}

type Write = Record<string, unknown>;
/** A write each owner-written collection allows the owner: a delete, unless its rule wants more. */
interface Probe {
  id: string;
  seed?: Record<string, unknown>;
  write: (name: string) => Write;
}
const deletion = (id = 'session-probe'): Probe => ({ id, write: (name) => ({ delete: name }) });
const PROBES: Record<string, Probe> = {
  sections: deletion('hero'),
  meta_data: deletion('resume_file'),
  site_settings: deletion('theme'),
  skills: deletion(),
  resume_data: deletion(),
  projects: deletion(),
  blog_posts: deletion(),
  // A claim goes once no post holds its slug.
  slugs: { ...deletion(), seed: { post_id: 'no-such-post' } },
  revisions: deletion(),
  // The owner only moves a message along its statuses.
  contact_messages: {
    id: 'session-probe',
    seed: { status: 'new' },
    write: (name) => ({ update: { name, fields: { status: { stringValue: 'read' } } }, updateMask: { fieldPaths: ['status'] } }),
  },
  tracked_links: deletion(),
  import_jobs: deletion('current'),
  import_parts: deletion(),
  import_batches: deletion(),
};

describe('a created owner enrols a second factor, and every other session ends at once', () => {
  let smtp: TestSmtp;
  let admin: App;
  beforeAll(async () => {
    smtp = await startSmtp(TEST_PORTS.smtp);
    admin = initializeApp({ projectId: TEST_PROJECT }, 'owner-enrolment');
    await fetch(auth(`emulator/v1/projects/${TEST_PROJECT}/accounts`), { method: 'DELETE' });
    await clearFirestore();
  });
  afterAll(async () => {
    await fetch(auth(`emulator/v1/projects/${TEST_PROJECT}/accounts`), { method: 'DELETE' });
    await clearFirestore();
    await deleteApp(admin);
    await smtp.close();
  });

  /** Seeds what the probe needs (rules do not apply to the Admin SDK), then writes as `token`: 200 or 403. */
  async function probe(collection: CollectionName, token: string): Promise<number> {
    const { id, seed, write } = PROBES[collection]!;
    if (seed) await getFirestore(admin).collection(collection).doc(id).set(seed);
    const answer = await post(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${documents}:commit`,
      { writes: [write(`${documents}/${collection}/${id}`)] },
      token,
    );
    return answer.status;
  }

  it('has a probe for every collection the owner writes (packages/model says which)', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...OWNER_WRITTEN_COLLECTIONS].sort());
  });

  it('from `owner create` to an enrolled factor; a token minted before enrolment is refused on every owner-written collection', async () => {
    const created = await runScript('scripts/owner.mjs', ['create', EMAIL, '--password-stdin'], { input: `${PASSWORD}\n` });
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);

    const beforeEnrolment = await passwordSignIn();
    for (const collection of OWNER_WRITTEN_COLLECTIONS) expect(await probe(collection, beforeEnrolment), `${collection}, before`).toBe(200);

    // Settings > Security: the password confirmed (a fresh sign-in), the factor enrolled, then requireSecondFactor.
    const enrolled = await enrolPhone(await passwordSignIn());
    const required = await post<{ result: unknown }>(
      `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT}/us-central1/requireSecondFactor`,
      { data: {} },
      enrolled,
    );
    expect(required.body.result).toEqual({ required: true, sessionKept: true });
    const user = await getAuth(admin).getUserByEmail(EMAIL);
    expect(user.multiFactor?.enrolledFactors.map((f) => f.factorId)).toEqual(['phone']);
    expect(user.customClaims).toMatchObject({ admin: true, second_factor: true });

    for (const collection of OWNER_WRITTEN_COLLECTIONS) {
      expect(await probe(collection, beforeEnrolment), `${collection}, the token from before`).toBe(403);
      expect(await probe(collection, enrolled), `${collection}, the session that enrolled`).toBe(200);
    }
    // And a password alone no longer signs in: Auth asks for the factor.
    const again = await post<{ mfaPendingCredential?: string }>(
      auth('identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key'),
      { email: EMAIL, password: PASSWORD, returnSecureToken: true },
    );
    expect(again.body.mfaPendingCredential).toEqual(expect.any(String));
  });
});
