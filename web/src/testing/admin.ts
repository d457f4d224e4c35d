/** What the owner sees after an admin operation, for component tests. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The outcome of an operation as the owner sees it: the spec's status banner and, near the action,
 * a toast with the same message announced to screen readers (a live region, role=status, named by
 * its title).
 */
export async function expectFeedback(message: string, kind: 'success' | 'error' = 'success') {
  const banner = await screen.findByTestId('status-banner');
  expect(banner).toHaveTextContent(message);
  expect(banner).toHaveAttribute('role', kind === 'error' ? 'alert' : 'status');
  const toast = await screen.findByRole('status', { name: message });
  expect(toast).toBeVisible();
  expect(toast.closest('[aria-live]')).not.toBeNull();
}

/** The editor's form: its fields, the save bar and the save status. */
export const editorForm = () => within(screen.getByRole('form'));
export const saveState = () => screen.getByTestId('save-state');

/** A list panel by its title (e.g. 'Existing Projects'), once it is on screen. */
export async function findPanel(title: string) {
  return within((await screen.findByRole('heading', { name: title })).closest('section')!);
}
