import { NEWSLETTER_PATHS, NEWSLETTER_TEXT } from '@portfolio/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { SubscribeForm } from '../subscribe-form';

const subscribers = (port: { store: { list: (c: string) => { data: unknown }[] } }) =>
  port.store.list('newsletter_subscribers').map((doc) => doc.data);

describe('the newsletter sign-up', () => {
  it('is a plain form posting to the newsletter function before the app runs, with a labelled address', () => {
    const { container } = renderApp({ element: <SubscribeForm /> });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', NEWSLETTER_PATHS.subscribe);
    expect(screen.getByRole('heading', { name: NEWSLETTER_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByLabelText(NEWSLETTER_TEXT.label)).toHaveAttribute('name', 'email');
  });

  it('says what is wrong with an address and sends nothing', async () => {
    const user = userEvent.setup();
    const { port } = renderApp({ element: <SubscribeForm /> });
    const before = subscribers(port);
    await user.type(screen.getByLabelText(NEWSLETTER_TEXT.label), 'not-an-address');
    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.button }));
    expect(await screen.findByText(NEWSLETTER_TEXT.invalidEmail)).toBeInTheDocument();
    expect(subscribers(port)).toEqual(before);
  });

  it('asks the reader to confirm by mail, keeps the address pending with its page, and clears the field', async () => {
    const user = userEvent.setup();
    const { port } = renderApp({ element: <SubscribeForm />, route: '/blog/some-post' });
    await user.type(screen.getByLabelText(NEWSLETTER_TEXT.label), 'Reader@Example.com');
    await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.checkInbox);
    expect(screen.getByLabelText(NEWSLETTER_TEXT.label)).toHaveValue('');
    expect(subscribers(port).filter((s) => (s as { email: string }).email === 'reader@example.com')).toEqual([
      expect.objectContaining({ email: 'reader@example.com', state: 'pending', source: '/blog/some-post' }),
    ]);
  });
});
