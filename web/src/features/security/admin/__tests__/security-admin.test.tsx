import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP } from 'otpauth';
import { vi } from 'vitest';
import { COLLECTIONS } from '@portfolio/model';
import { createMemoryPort } from '@/data/memory';
import { DataError } from '@/data/port';
import { sampleState } from '@/data/memory/seed';
import { OWNER_SESSION, renderApp } from '@/testing/render';

/** The authenticator app the owner would use: codes made from the key the screen shows. */
const appFor = (key: string) => new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 });

const banner = () => screen.findByTestId('status-banner');

async function confirmPassword(password = 'demo1234') {
  await userEvent.type(await screen.findByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function addAuthenticatorApp() {
  await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
  await confirmPassword();
  expect(await screen.findByRole('img', { name: 'QR code to add this site to your authenticator app' })).toBeVisible();
  const app = appFor((await screen.findByTestId('totp-key')).textContent ?? '');
  return app;
}

async function signInAt(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Security: the authenticator app', () => {
  it('adds one (password, then the QR code and its key, then a code from the app); every sign-in then asks for a code', async () => {
    const { port, router } = renderApp({ route: '/admin/settings/security', signedIn: true });
    const app = await addAuthenticatorApp();
    await userEvent.type(screen.getByLabelText(/Code from the app/), app.generate());
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Pixel 9');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await banner()).toHaveTextContent(
      'Authenticator app added. Every sign-in now asks for a code from it; every other session was signed out.',
    );
    expect(await screen.findByText('Pixel 9')).toBeVisible();
    expect(screen.getByText(/Every sign-in asks for a code from it/)).toBeVisible();
    expect(await port.secondFactors()).toMatchObject({ required: true, usedThisSession: true });

    // Signed out, the next sign-in wants the code: a wrong one is refused, the right one lets the owner in.
    await port.signOut();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await signInAt('owner@example.com', 'demo1234');
    expect(await screen.findByText(/Open Pixel 9 and enter the 6-digit code/)).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText("That code is not right. Check that your phone's clock is correct and enter the current code."),
    ).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^Code/));
    await userEvent.type(screen.getByLabelText(/^Code/), app.generate());
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // Back to the page the owner was on.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings/security'));
  });

  it('keeps the step and says why when the code is wrong, and refuses a wrong password to begin with', async () => {
    renderApp({ route: '/admin/settings/security', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await confirmPassword('not-it');
    expect(await screen.findByText('That is not the password of this account.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await confirmPassword();
    await screen.findByTestId('totp-key');
    await userEvent.type(screen.getByLabelText(/Code from the app/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is 6 digits')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/Code from the app/));
    await userEvent.type(screen.getByLabelText(/Code from the app/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/That code is not right/)).toBeVisible();
    expect(screen.getByTestId('totp-key')).toBeVisible();
  });
});

describe('Security: password, sign-ins, signing out everywhere', () => {
  it('changes the password once the current one is confirmed', async () => {
    const { port } = renderApp({ route: '/admin/settings/security', signedIn: true });
    await userEvent.type(await screen.findByLabelText(/^New password(?! again)/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 12 characters')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/^New password(?! again)/));
    await userEvent.type(screen.getByLabelText(/^New password(?! again)/), 'a-much-longer-password');
    await userEvent.type(screen.getByLabelText(/New password again/), 'a-much-longer-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await confirmPassword();
    expect(await banner()).toHaveTextContent('Password changed. Every other session was signed out; use the new password from now on.');
    await port.signOut();
    await expect(port.signIn('owner@example.com', 'demo1234')).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(port.signIn('owner@example.com', 'a-much-longer-password')).resolves.toMatchObject({ isOwner: true });
  });

  it('lists the recent sign-ins, newest first, with what each was', async () => {
    const state = sampleState();
    state.docs[COLLECTIONS.ownerSignIns] = {
      a: {
        uid: 'demo-owner',
        browser_key: 'k1',
        at: '2026-11-20T10:00:00.000Z',
        browser: 'Firefox',
        platform: 'Linux',
        new_browser: true,
        second_factor: false,
        notice: 'sent',
        notice_attempts: 1,
      },
      b: {
        uid: 'demo-owner',
        browser_key: 'k2',
        at: '2026-11-23T21:43:00.000Z',
        browser: 'Chrome',
        platform: 'macOS',
        new_browser: false,
        second_factor: true,
        notice: 'not-needed',
        notice_attempts: 0,
      },
    };
    renderApp({ route: '/admin/settings/security', signedIn: true, initial: () => state });
    const rows = within(await screen.findByTestId('sign-ins'))
      .getAllByRole('row')
      .slice(1);
    // The admin's one format for a moment, in the owner's locale and time zone.
    const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
    expect(rows.map((r) => r.textContent)).toEqual([
      `${when('2026-11-23T21:43:00.000Z')}Chrome on macOSWith code`,
      `${when('2026-11-20T10:00:00.000Z')}Firefox on LinuxNew browserPassword onlyYou were mailed`,
    ]);
  });

  it("from the mail's link, says what to do; signing out everywhere asks first, then ends this session too", async () => {
    const { router, port } = renderApp({ route: '/admin/settings/security#wasnt-me', signedIn: true });
    expect(await screen.findByText("A sign-in you don't recognise?")).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = screen.getByRole('group', { name: 'Confirm signing out everywhere' });
    expect(within(confirm).getByText('Sign out of every browser, this one too?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByTestId('status-banner')).toHaveTextContent('Signed out everywhere. Sign in again.');
    const { valid_after } = port.store.get(COLLECTIONS.ownerState, 'sessions') as { valid_after: number };
    // Signing in again at once (a password manager fills the form in no time) waits out the second the
    // sessions ended in: a sign-in within it would be ended by the rules too.
    const signIn = port.signIn.bind(port);
    const signInTimes: number[] = [];
    vi.spyOn(port, 'signIn').mockImplementation((email, password) => {
      signInTimes.push(Date.now());
      return signIn(email, password);
    });
    await signInAt('owner@example.com', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/login'));
    expect(signInTimes).toHaveLength(1);
    expect(signInTimes[0]).toBeGreaterThanOrEqual(valid_after * 1000);
  });

  it.each([
    ['before the request that ends them has answered', 'call'],
    ['after this browser has signed out', 'signOut'],
  ] as const)('tells the owner who signed out everywhere just that, when this admin also sees its session end %s', async (_when, after) => {
    const { router, port } = renderApp({ route: '/admin/settings/security', signedIn: true });
    // The open admin watches its session; its read is refused once the sessions end, and once signed out.
    let sessionEnds: ((error: DataError) => void) | undefined;
    let ended = false;
    const subscribeDoc = port.subscribeDoc.bind(port);
    vi.spyOn(port, 'subscribeDoc').mockImplementation((collection, id, onData, onError) => {
      if (collection === COLLECTIONS.ownerState) sessionEnds = onError;
      return subscribeDoc(collection, id, onData, onError);
    });
    const original = port[after].bind(port) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(port, after).mockImplementation(async (...args: unknown[]) => {
      const result = await original(...args);
      // Once, as in the browser: the watcher's read is refused, and that ends the watch.
      const end = sessionEnds;
      sessionEnds = undefined;
      if (end) ended = true;
      end?.(new DataError('permission-denied', 'Missing or insufficient permissions.'));
      return result as never;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const confirm = screen.getByRole('group', { name: 'Confirm signing out everywhere' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(ended).toBe(true);
    await waitFor(() => expect(screen.getByTestId('status-banner')).toHaveTextContent('Signed out everywhere. Sign in again.'));
    expect(screen.getByTestId('status-banner')).not.toHaveTextContent('Your session has ended');
  });

  it('sends the owner to sign in again when the session ends under the open admin', async () => {
    // Signed out everywhere from another browser: the rules now refuse this session's read of its state.
    const port = createMemoryPort({ initial: sampleState, session: OWNER_SESSION });
    port.failures.failNext({ op: 'subscribe', target: COLLECTIONS.ownerState, code: 'permission-denied' });
    const { router } = renderApp({ route: '/admin/messages', port });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByTestId('status-banner')).toHaveTextContent('Your session has ended');
  });
});
