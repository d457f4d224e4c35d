import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render';

const settingsOf = (port: ReturnType<typeof renderApp>['port'], category: string) =>
  (port.store.get('site_settings', category) as { settings: Record<string, unknown> }).settings;

describe('settings admin', () => {
  it('has the four sections and the analytics placeholder of both formats', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    for (const title of ['Theme Settings', 'SEO Settings', 'Analytics Settings', 'Social Links']) {
      expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Google Analytics ID')).toHaveAttribute('placeholder', expect.stringMatching(/UA-.*G-/));
  });

  it('saves every category, keywords split at commas and trimmed, and the colours reach the page', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true });
    const keywords = await screen.findByLabelText('Meta Keywords', {}, { timeout: 5000 });
    await userEvent.clear(keywords);
    await userEvent.type(keywords, ' SRE ,  GitOps,, Cloud ');
    fireEvent.input(screen.getByLabelText('Primary Color'), { target: { value: '#ff5500' } });
    await userEvent.type(screen.getByLabelText('Google Analytics ID'), 'G-ABC123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Dark mode by default' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved successfully!');
    expect(settingsOf(port, 'seo').meta_keywords).toEqual(['SRE', 'GitOps', 'Cloud']);
    expect(settingsOf(port, 'theme')).toEqual({ primary_color: '#ff5500', accent_color: '#9333ea', dark_mode_default: false });
    expect(settingsOf(port, 'analytics')).toMatchObject({ google_analytics_id: 'G-ABC123', enable_page_views: true });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--site-primary')).toBe('#ff5500'));
  });

  it('refuses an analytics ID in another format', async () => {
    renderApp({ route: '/admin/settings', signedIn: true });
    await userEvent.type(await screen.findByLabelText('Google Analytics ID', {}, { timeout: 5000 }), 'GTM-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Use the UA-XXXXXXXXX-X or G-XXXXXXXXXX format/)).toBeInTheDocument();
  });

  it('keeps the form when saving fails', async () => {
    const { port } = renderApp({ route: '/admin/settings', signedIn: true });
    const title = await screen.findByLabelText('Site Title', {}, { timeout: 5000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'New title');
    port.failures.failNext({ op: 'set', target: 'site_settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save settings. Please try again.');
    expect(screen.getByLabelText('Site Title')).toHaveValue('New title');
  });
});
