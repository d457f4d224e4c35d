/**
 * A form says nothing is wrong until a save is tried: a fresh form and a field typed and emptied
 * again show no message; a refused save shows each wrong field's, and each goes once put right.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSettings, editorForm, openSettings, saveState } from '@/testing/admin';
import { renderApp } from '@/testing/render';

const invalidFields = () => document.querySelectorAll('[aria-invalid="true"]');

describe('validation shows after a save is tried', () => {
  it('shows no message on a fresh form, nor while typing, and every message after a refused save', async () => {
    renderApp({ route: '/admin/projects/new', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Project' });
    expect(saveState()).toHaveTextContent('Not saved yet');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(invalidFields()).toHaveLength(0);

    // Typed, emptied and left: still not wrong, no save was tried.
    const title = editorForm().getByLabelText(/^Title/);
    await userEvent.type(title, 'A');
    await userEvent.clear(title);
    await userEvent.tab();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(invalidFields()).toHaveLength(0);
    expect(saveState()).not.toHaveTextContent('need attention');

    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Short description is required')).toBeInTheDocument();
    expect(saveState()).toHaveTextContent('Not saved: some fields need attention.');

    // Put right, field by field: each message goes as its field is fixed, then the state with them.
    await userEvent.type(editorForm().getByLabelText(/^Title/), 'Edge cache');
    await waitFor(() => expect(screen.queryByText('Title is required')).not.toBeInTheDocument());
    expect(saveState()).toHaveTextContent('Not saved: some fields need attention.');
    await openSettings();
    await userEvent.type(screen.getByRole('dialog', { name: 'Settings' }).querySelector('textarea[name="description"]')!, 'Fast pages.');
    await waitFor(() => expect(screen.queryByText('Short description is required')).not.toBeInTheDocument());
    await closeSettings();
    expect(saveState()).toHaveTextContent('Unsaved changes');
    expect(invalidFields()).toHaveLength(0);
  });
});
