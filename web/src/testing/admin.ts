/** What the owner sees after an admin operation, for component tests. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The outcome of an operation as the owner sees it: the screen's status banner and, near the action,
 * a toast with the same message announced to screen readers (a live region, role=status, named by
 * its title). Both have role=status on success, so a test never asks for "the" status: it names the
 * banner (by its test id) or the toast (by its title).
 */
export async function expectFeedback(message: string, kind: 'success' | 'error' = 'success') {
  // The banner may still show the previous outcome: wait for this one, as the owner would.
  await waitFor(() => expect(screen.getByTestId('status-banner')).toHaveTextContent(message));
  const banner = screen.getByTestId('status-banner');
  expect(banner).toHaveAttribute('role', kind === 'error' ? 'alert' : 'status');
  expect(banner).toBeVisible();
  // One message per outcome: the banner is in view, so no toast repeats it.
  expect(screen.queryAllByTestId('toast').filter((toast) => toast.textContent?.includes(message))).toHaveLength(0);
}

/**
 * The outcome of an upload as the owner sees it: in place, under its field (the screen's banner may
 * be covered by the Settings drawer), and no toast.
 */
export async function expectInPlace(message: string, kind: 'success' | 'error' = 'success') {
  const line = await screen.findByText(message, { selector: '[data-testid="in-place-status"] *' });
  expect(line.closest('[data-testid="in-place-status"]')).toHaveAttribute('role', kind === 'error' ? 'alert' : 'status');
  expect(screen.queryAllByTestId('toast')).toHaveLength(0);
}

/** The editor's form: its fields, the save bar and the save status. */
export const editorForm = () => within(screen.getByRole('form'));
export const saveState = () => screen.getByTestId('save-state');

/** A list panel by its title (e.g. 'Existing Projects'), once it is on screen. */
export async function findPanel(title: string) {
  return within((await screen.findByRole('heading', { name: title })).closest('section')!);
}

/** Opens a post's or project's Settings drawer (slug, excerpt, tags, cover, schedule…) from the editor's bar. */
export async function openSettings() {
  await userEvent.click(screen.getByRole('button', { name: /^Settings/ }));
  await screen.findByRole('dialog', { name: 'Settings' });
}

/** Closes the Settings drawer (Done), back to the writing surface and the bar's Save. */
export async function closeSettings() {
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).toBeNull());
}
