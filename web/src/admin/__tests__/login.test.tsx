import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp } from '@/testing/render';

async function fillLogin(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText(/Email/), email);
  if (password) await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login', () => {
  it('requires the e-mail and the password, in an e-mail-type field', async () => {
    renderApp({ route: '/admin/login' });
    expect(await screen.findByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await fillLogin('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('sends the owner back to the page first asked for', async () => {
    const { router } = renderApp({ route: '/admin/messages' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await fillLogin('owner@example.com', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/messages'));
  });

  it('goes to the dashboard after a plain sign-in', async () => {
    const { router } = renderApp({ route: '/admin/login' });
    await fillLogin('owner@example.com', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows the auth error and keeps what was typed', async () => {
    renderApp({ route: '/admin/login' });
    await fillLogin('owner@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText(/Email/)).toHaveValue('owner@example.com');
  });

  it('reports a wrong password with the address typed, and nothing else', async () => {
    const { port } = renderApp({ route: '/admin/login' });
    const call = vi.spyOn(port, 'call');
    await fillLogin('owner@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(call).toHaveBeenCalledWith('noteFailedSignIn', { email: 'owner@example.com' });
    call.mockClear();
    await userEvent.clear(screen.getByLabelText(/Password/));
    await fillLogin('', 'demo1234');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(call).not.toHaveBeenCalledWith('noteFailedSignIn', expect.anything());
  });

  it("falls back to 'An error occurred during login' when the error has no message", async () => {
    const { port } = renderApp({ route: '/admin/login' });
    port.failures.failNext({ op: 'signIn', message: '' });
    await fillLogin('owner@example.com', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login');
  });

  it('refuses an account that is not the owner and signs it out', async () => {
    const { router, port } = renderApp({ route: '/admin/login' });
    await fillLogin('guest@example.com', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not allowed to manage this site.');
    expect(router.state.location.pathname).toBe('/admin/login');
    const sessions: unknown[] = [];
    port.onSessionChange((s) => sessions.push(s));
    await waitFor(() => expect(sessions).toEqual([null]));
  });

  it("labels the button 'Logging in...' and disables it while signing in", async () => {
    renderApp({ route: '/admin/login' });
    await userEvent.type(await screen.findByLabelText(/Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'demo1234');
    const button = screen.getByRole('button', { name: 'Login' });
    await userEvent.click(button);
    // The sign-in settles on a later microtask, so the busy label is visible first.
    expect(within(button.parentElement!).getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });
});
