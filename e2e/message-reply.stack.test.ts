/**
 * The owner answers a contact message from Messages on the local stack: the reply leaves through the
 * replyToMessage function and the real SMTP path (the mail sink stands for the visitor's mailbox),
 * once, with the visitor's message quoted and answers coming back to the contact address; the message
 * shows Replied and the reply, and still does after a reload. Over the production build on the
 * emulators only: the demo sends no mail.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium, openPage, submitOwnerLogin } from './support/browser';
import { header, mailsTo, textOf } from './support/mail-sink';

// The sample content's new message, and the contact section's address.
const VISITOR = { name: 'Priya Shah', email: 'priya.shah@example.org' };
const REPLY = `Thanks, Priya. Tuesday at 10 works for me. (${Date.now().toString(36)})`;

describe('a reply written in Messages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reaches the visitor once through the mail server and marks the message Replied', async () => {
    const before = mailsTo(VISITOR.email).length;
    const { page } = await openPage(browser);
    await page.goto(`${BASE_URL}/admin/messages`);
    await page.waitForURL('**/admin/login');
    await submitOwnerLogin(page);
    await page.waitForURL('**/admin/messages');
    const message = page.getByRole('listitem', { name: `Message from ${VISITOR.name}` });
    await message.getByRole('button', { name: `Reply to ${VISITOR.name}` }).click();
    const form = page.getByRole('form', { name: `Reply to ${VISITOR.name}` });
    await form.getByLabel(`Reply to ${VISITOR.email}`).fill(REPLY);
    await form.getByRole('button', { name: 'Send Reply' }).click();

    // The owner's own action: its outcome in the screen's banner.
    await expect.poll(() => page.getByTestId('status-banner').textContent()).toContain(`Reply sent to ${VISITOR.email}.`);
    await message.getByText(/^Replied /).waitFor();
    expect(await message.getByRole('list', { name: 'Your replies' }).textContent()).toContain(REPLY);
    expect(await message.getByText('Read', { exact: true }).isVisible()).toBe(true);

    const mails = mailsTo(VISITOR.email).slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(header(mail, 'Subject')).toMatch(/^Re: Your message on .+/);
    expect(header(mail, 'Reply-To')).toMatch(/@/);
    const text = textOf(mail);
    expect(text).toContain(REPLY);
    expect(text).toMatch(/Priya Shah wrote:\r?\n> /);

    // Stored, not only shown: a reload finds the reply and Replied.
    await page.reload();
    const reloaded = page.getByRole('listitem', { name: `Message from ${VISITOR.name}` });
    await reloaded.getByText(/^Replied /).waitFor();
    expect(await reloaded.getByRole('list', { name: 'Your replies' }).textContent()).toContain(REPLY);
    expect(mailsTo(VISITOR.email).slice(before)).toHaveLength(1);
  });
});
