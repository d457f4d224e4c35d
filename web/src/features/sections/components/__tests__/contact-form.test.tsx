import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryPort } from '@/data/memory';
import { sampleState } from '@/data/memory/seed';
import { renderApp } from '@/testing/render';
import { ContactForm } from '../contact-form';

const fill = async (user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) => {
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.message) await user.type(screen.getByLabelText(/^Message/), values.message);
};

const messages = (port: ReturnType<typeof createMemoryPort>) => port.store.list('contact_messages');

describe('Contact form', () => {
  it('requires name, email and message', async () => {
    const user = userEvent.setup();
    const { port } = renderApp({ element: <ContactForm /> });
    const before = messages(port).length;
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(messages(port)).toHaveLength(before);
  });

  it('checks the email format', async () => {
    const user = userEvent.setup();
    renderApp({ element: <ContactForm /> });
    await fill(user, { name: 'Jamie', email: 'not-an-email', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  });

  it("shows 'Sending...' while busy, then the success message, stores the message and clears the form", async () => {
    const user = userEvent.setup();
    const port = createMemoryPort({ initial: sampleState });
    let release: () => void = () => undefined;
    const call = port.call.bind(port);
    port.call = vi.fn(async (name, data) => {
      await new Promise<void>((r) => (release = r));
      return call(name, data);
    }) as typeof port.call;
    renderApp({ element: <ContactForm />, port });
    const before = messages(port).length;
    await fill(user, { name: 'Jamie Visitor', email: 'jamie@example.com', message: 'Hello there' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Message sent successfully! I will get back to you soon.')).toBeInTheDocument();
    expect(port.call).toHaveBeenCalledWith('submitContactMessage', {
      name: 'Jamie Visitor',
      email: 'jamie@example.com',
      message: 'Hello there',
      website: '',
      // The visit it is sent in, which the function counts the message under (a goal).
      visit: expect.objectContaining({ page_path: '/', first_of_kind: true, first_of_visit: true }),
    });
    expect(messages(port)).toHaveLength(before + 1);
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
  });

  it("shows the function's own error message", async () => {
    const user = userEvent.setup();
    const port = createMemoryPort({ initial: sampleState });
    port.failures.failNext({
      op: 'call',
      target: 'submitContactMessage',
      code: 'resource-exhausted',
      message: 'Too many messages in a short time. Please try again in a few minutes.',
    });
    renderApp({ element: <ContactForm />, port });
    await fill(user, { name: 'Jamie', email: 'jamie@example.com', message: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages in a short time. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Jamie');
  });

  it("shows 'Failed to send message. Please try again.' when the error has no message", async () => {
    const user = userEvent.setup();
    const port = createMemoryPort({ initial: sampleState });
    port.call = vi.fn().mockRejectedValue(new TypeError('')) as typeof port.call;
    renderApp({ element: <ContactForm />, port });
    await fill(user, { name: 'Jamie', email: 'jamie@example.com', message: 'Hi' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });

  it('has a honeypot that people never reach', () => {
    const { container } = renderApp({ element: <ContactForm /> });
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
