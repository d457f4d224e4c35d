import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectFeedback } from '@/testing/admin';
import { renderApp } from '@/testing/render';

const settingsOf = (port: ReturnType<typeof renderApp>['port'], category: string) =>
  (port.store.get('site_settings', category) as { settings: Record<string, unknown> }).settings;

describe('settings admin', () => {
  it('has the four sections and the analytics placeholder of both formats', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    for (const title of ['Theme Settings', 'SEO Settings', 'Analytics Settings', 'Social Links']) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Google Analytics ID')).toHaveAttribute('placeholder', expect.stringMatching(/G-.*UA-/));
  });

  it('saves every category, keywords split at commas and trimmed, and the colours reach the page', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true });
    const keywords = await screen.findByLabelText('Meta Keywords');
    await userEvent.clear(keywords);
    await userEvent.type(keywords, ' SRE ,  GitOps,, Cloud ');
    fireEvent.input(screen.getByLabelText('Primary Color'), { target: { value: '#ff5500' } });
    await userEvent.type(screen.getByLabelText('Google Analytics ID'), 'G-ABC123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dark mode by default' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Settings saved successfully!');
    expect(settingsOf(port, 'seo').meta_keywords).toEqual(['SRE', 'GitOps', 'Cloud']);
    expect(settingsOf(port, 'theme')).toEqual({ primary_color: '#ff5500', accent_color: '#9333ea', dark_mode_default: false });
    expect(settingsOf(port, 'analytics')).toMatchObject({ google_analytics_id: 'G-ABC123', enable_page_views: true });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--site-primary')).toBe('#ff5500'));
  });

  it('shows a colour on buttons and links in both themes as it is picked, and warns when text gets hard to read', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    const primary = await screen.findByLabelText('Primary Color');
    expect(screen.getByRole('img', { name: 'light theme: button 6.3:1, link 7.7:1' })).toBeInTheDocument();
    expect(screen.queryByText(/Low contrast/)).not.toBeInTheDocument();
    fireEvent.input(primary, { target: { value: '#facc15' } });
    expect(await screen.findByText(/Low contrast: button text in the light theme 2\.9:1, links in the light theme 3\.9:1\./)).toBeVisible();
    expect(screen.getByRole('img', { name: /^dark theme: button 13\.\d:1, link 14\.\d:1$/ })).toBeInTheDocument();
    fireEvent.input(primary, { target: { value: '#0e7490' } });
    await waitFor(() => expect(screen.queryByText(/Low contrast/)).not.toBeInTheDocument());
  });

  it('refuses an analytics ID in another format', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    await userEvent.type(await screen.findByLabelText('Google Analytics ID'), 'GTM-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Use the G-XXXXXXXXXX or UA-XXXXXXXXX-X format/)).toBeInTheDocument();
  });

  it('keeps the form when saving fails', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true });
    const title = await screen.findByLabelText('Site Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'New title');
    port.failures.failNext({ op: 'batch', target: 'site_settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Failed to save settings. Please try again.', 'error');
    expect(screen.getByLabelText('Site Title')).toHaveValue('New title');
  });
});

describe('social links: one place', () => {
  it('edits GitHub, LinkedIn and Twitter in Settings and the public site shows each one set', async () => {
    const { port, unmount } = renderApp({ route: '/admin/settings', signedIn: true });
    const twitter = await screen.findByLabelText('X (Twitter)');
    expect(twitter).toHaveAttribute('type', 'url');
    const github = screen.getByLabelText('GitHub');
    await userEvent.clear(github);
    await userEvent.type(github, 'https://github.com/sam-rivera');
    await userEvent.clear(twitter);
    await userEvent.type(twitter, 'https://x.com/samrivera');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Settings saved successfully!');
    expect(settingsOf(port, 'social')).toMatchObject({ github: 'https://github.com/sam-rivera', twitter: 'https://x.com/samrivera' });
    unmount();

    // Every page's footer but home's (whose contact section shows the profiles just above it).
    renderApp({ route: '/blog', port });
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute(
        'href',
        'https://github.com/sam-rivera',
      ),
    );
    expect(within(footer).getByRole('link', { name: 'X (Twitter) (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://x.com/samrivera',
    );
  });

  it('refuses a link to //another-host', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    const github = await screen.findByLabelText('GitHub');
    await userEvent.clear(github);
    await userEvent.type(github, '//evil.example/me');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter a full address starting with https:// (or a path on this site starting with a single /).'),
    ).toBeVisible();
  });
});
