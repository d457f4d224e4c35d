import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { expectFeedback, expectInPlace } from '@/testing/admin';
import { renderApp } from '@/testing/render';

const sectionContent = (port: ReturnType<typeof renderApp>['port'], name: string) =>
  (port.store.get('sections', name) as { content: Record<string, unknown> }).content;

describe('hero editor', () => {
  it('saves the hero and says so in a green banner', async () => {
    const { port } = renderApp({ route: '/admin/content/hero', signedIn: true });
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Alex Morgan');
    await userEvent.clear(name);
    await userEvent.type(name, 'Sam Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Hero section updated successfully!');
    expect(sectionContent(port, 'hero')).toMatchObject({ name: 'Sam Rivera', role: 'Cloud & DevOps Engineer' });
  });

  it('keeps what was typed when the save fails, and a retry succeeds', async () => {
    const { port } = renderApp({ route: '/admin/content/hero', signedIn: true });
    const role = await screen.findByLabelText('Role');
    await userEvent.clear(role);
    await userEvent.type(role, 'Platform Engineer');
    port.failures.failNext({ op: 'set', target: 'sections' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Failed to update hero section. Please try again.', 'error');
    expect(screen.getByLabelText('Role')).toHaveValue('Platform Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Hero section updated successfully!');
    expect(sectionContent(port, 'hero')).toMatchObject({ role: 'Platform Engineer' });
  });
});

describe('hero portrait', () => {
  it('uploads a portrait to the images folder and saves its address with the hero', async () => {
    const { port } = renderApp({ route: '/admin/content/hero', signedIn: true });
    const portrait = await screen.findByLabelText('Portrait (optional)');
    // The sample has a drawn portrait; the owner replaces it with a photo.
    expect(portrait).toHaveValue('/sample/portrait.svg');
    const uploads = vi.spyOn(port, 'uploadFile');
    await userEvent.upload(
      screen.getByLabelText('Upload file for Portrait (optional)'),
      new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await expectInPlace('Portrait uploaded. Save Changes to show it on the site.');
    expect(uploads.mock.calls[0]![0]).toMatch(/^images\/[\w-]+\.jpg$/);
    expect(screen.getByLabelText<HTMLInputElement>('Portrait (optional)').value).toMatch(/^data:image\/jpeg/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Hero section updated successfully!');
    expect(sectionContent(port, 'hero')).toMatchObject({ name: 'Alex Morgan', portrait_url: expect.stringMatching(/^data:image\/jpeg/) });
  });

  it('refuses a portrait address that is not a web address', async () => {
    const { port } = renderApp({ route: '/admin/content/hero', signedIn: true });
    const portrait = await screen.findByLabelText('Portrait (optional)');
    await userEvent.clear(portrait);
    await userEvent.type(portrait, 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/Enter a full address starting with https:\/\//)).toBeInTheDocument();
    // Nothing stored: the sample's portrait is still the one saved.
    expect(sectionContent(port, 'hero').portrait_url).toBe('/sample/portrait.svg');
  });
});

describe('about editor', () => {
  it('adds a card that starts empty with the Cloud icon, and saves the chosen icon', async () => {
    const { port } = renderApp({ route: '/admin/content/about', signedIn: true });
    await screen.findByLabelText('Title');
    expect(screen.getAllByRole('group', { name: /^Card \d$/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    const card = screen.getByRole('group', { name: 'Card 5' });
    expect(within(card).getByLabelText('Card title')).toHaveValue('');
    expect(within(card).getByLabelText('Card description')).toHaveValue('');
    expect(within(card).getByRole('radio', { name: 'Cloud' })).toBeChecked();
    await userEvent.type(within(card).getByLabelText('Card title'), 'Security');
    await userEvent.click(within(card).getByRole('radio', { name: 'Palette' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('About section updated successfully!');
    const cards = sectionContent(port, 'about').cards as unknown[];
    expect(cards).toHaveLength(5);
    expect(cards[4]).toEqual({ title: 'Security', description: '', icon: 'Palette' });
  });

  it('moves a card up or down (announced), and saves the cards in that order', async () => {
    const { port } = renderApp({ route: '/admin/content/about', signedIn: true });
    const titleOf = (n: number) =>
      within(screen.getByRole('group', { name: `Card ${n}` })).getByLabelText<HTMLInputElement>('Card title').value;
    await screen.findByRole('group', { name: 'Card 2' });
    const [first, second] = [titleOf(1), titleOf(2)];
    expect(screen.getByRole('button', { name: 'Move card 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move card 4 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move card 2 up' }));
    expect([titleOf(1), titleOf(2)]).toEqual([second, first]);
    expect(screen.getByText('Card 2 moved to position 1 of 4.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('About section updated successfully!');
    const cards = sectionContent(port, 'about').cards as { title: string }[];
    expect(cards.slice(0, 2).map((card) => card.title)).toEqual([second, first]);
  });

  it('moves a card by dragging its grip onto another card, as the admin lists do, and saves that order', async () => {
    const { port } = renderApp({ route: '/admin/content/about', signedIn: true });
    const card = (n: number) => screen.getByRole('group', { name: `Card ${n}` });
    const titleOf = (n: number) => within(card(n)).getByLabelText<HTMLInputElement>('Card title').value;
    await screen.findByRole('group', { name: 'Card 4' });
    const titles = [1, 2, 3, 4].map(titleOf);
    const grip = within(card(3)).getByTitle('Drag to reorder');
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k), effectAllowed: '' };
    act(() => {
      fireEvent.dragStart(grip, { dataTransfer });
      fireEvent.dragOver(card(1), { dataTransfer });
      fireEvent.drop(card(1), { dataTransfer });
      fireEvent.dragEnd(grip, { dataTransfer });
    });
    expect([1, 2, 3, 4].map(titleOf)).toEqual([titles[2], titles[0], titles[1], titles[3]]);
    expect(screen.getByText('Card 3 moved to position 1 of 4.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('About section updated successfully!');
    const cards = sectionContent(port, 'about').cards as { title: string }[];
    expect(cards.map((c) => c.title)).toEqual([titles[2], titles[0], titles[1], titles[3]]);
  });

  it('offers exactly About’s four icons, named as a person reads them, each drawn', async () => {
    renderApp({ route: '/admin/content/about', signedIn: true });
    const card = await screen.findByRole('group', { name: 'Card 1' });
    const radios = within(card).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['Cloud', 'Code2', 'Workflow', 'Palette']);
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['Cloud', 'Code', 'Workflow', 'Palette']);
    for (const radio of radios) expect(radio.closest('label')!.querySelector('svg')).not.toBeNull();
    expect(within(card).getByRole('radio', { name: 'Code' })).toHaveAttribute('value', 'Code2');
  });

  it('removes a card and reports a failed save in red', async () => {
    const { port } = renderApp({ route: '/admin/content/about', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove card 1' }));
    port.failures.failNext({ op: 'set', target: 'sections' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Failed to update about section. Please try again.', 'error');
    expect(screen.getAllByRole('group', { name: /^Card \d$/ })).toHaveLength(3);
  });
});

describe('contact editor', () => {
  it('edits the e-mail only: social links have one place, in Settings, and are kept as stored', async () => {
    const { port } = renderApp({ route: '/admin/content/contact', signedIn: true });
    expect(await screen.findByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.queryByLabelText('GitHub URL')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings → Social Links' })).toHaveAttribute('href', '/admin/settings#social-links');
    const before = sectionContent(port, 'contact').social;
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Contact section updated successfully!');
    expect(sectionContent(port, 'contact').social).toEqual(before);
  });

  it('saves the contact section', async () => {
    const { port } = renderApp({ route: '/admin/content/contact', signedIn: true });
    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'hello@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Contact section updated successfully!');
    await waitFor(() => expect(sectionContent(port, 'contact')).toMatchObject({ email: 'hello@example.com' }));
  });

  it('saves availability, location and response time, trimmed, and refuses one over 200 characters', async () => {
    const { port } = renderApp({ route: '/admin/content/contact', signedIn: true });
    // The sample fills them in: the owner replaces them.
    const availability = await screen.findByLabelText('Availability (optional)');
    await userEvent.clear(availability);
    await userEvent.type(availability, '  Open to contract work from March ');
    await userEvent.clear(screen.getByLabelText('Location (optional)'));
    await userEvent.type(screen.getByLabelText('Location (optional)'), 'Lisbon, Portugal (WET)');
    const response = screen.getByLabelText('Response time (optional)');
    await userEvent.clear(response);
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Response time must be at most 200 characters.')).toBeInTheDocument();
    await userEvent.clear(response);
    await userEvent.type(response, 'I reply within two working days');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Contact section updated successfully!');
    await waitFor(() =>
      expect(sectionContent(port, 'contact')).toMatchObject({
        availability: 'Open to contract work from March',
        location: 'Lisbon, Portugal (WET)',
        response_time: 'I reply within two working days',
      }),
    );
  });

  it('reports a failed save', async () => {
    const { port } = renderApp({ route: '/admin/content/contact', signedIn: true });
    await screen.findByLabelText('Email');
    port.failures.failNext({ op: 'set', target: 'sections' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectFeedback('Failed to update contact section. Please try again.', 'error');
  });
});
