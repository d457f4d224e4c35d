/**
 * The admin forms refuse what firestore.rules would refuse, next to the field, before anything is
 * sent: the rules' length limits, site paths that browsers read as another host, impossible dates and
 * colours CSS cannot use. Nothing is stored and what was typed stays.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

describe('admin field limits mirror the security rules', () => {
  it('shows the 200-character limit of a name as a field error and stores nothing', async () => {
    const { port } = renderApp({ route: '/admin/content/hero', signedIn: true });
    const name = await screen.findByLabelText('Name');
    // fireEvent.change: typing 201 characters one key at a time would only slow the test down.
    fireEvent.change(name, { target: { value: 'N'.repeat(201) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name must be at most 200 characters.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('N'.repeat(201));
    expect((port.store.get('sections', 'hero') as { content: { name: string } }).content.name).toBe('Alex Morgan');
  });

  it('refuses a link to //another-host and a path with a backslash', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    const github = await screen.findByLabelText('GitHub');
    await userEvent.clear(github);
    await userEvent.type(github, '//evil.example/me');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter a full address starting with https:// (or a path on this site starting with a single /).'),
    ).toBeVisible();
  });

  it('refuses a colour of 5 hex digits', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true });
    const before = port.store.get('site_settings', 'theme');
    const primary = await screen.findByLabelText('Primary Color');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#12345');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]!);
    expect(await screen.findByText('Use a hex colour such as #0891b2')).toBeVisible();
    expect(port.store.get('site_settings', 'theme')).toEqual(before);
  });
});
