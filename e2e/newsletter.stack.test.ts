/**
 * The newsletter on the local stack, with the mail sink as the readers' mailbox: a reader subscribes
 * from a post page without JavaScript, confirms by the mailed link, and gets exactly one mail when a
 * scheduled post goes live (the scheduled publishScheduledPosts publishes it, run now through the local
 * scheduler, support/scheduler.ts; the Firestore trigger mails it);
 * an address that never confirmed gets nothing; one POST to the List-Unsubscribe address ends it, so
 * the next post mails nobody; publishing a post again mails nobody. Over the production build on the
 * emulators only (`npm test`'s stack run): the demo sends no mail.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchChromium } from './support/browser';
import { header, mailsTo, textOf, type Mail } from './support/mail-sink';
import { runScheduledJob } from './support/scheduler';

const db = () => {
  if (getApps().length === 0) initializeApp({ projectId: 'demo-portfolio' });
  return getFirestore();
};
// A mail, or the trigger's send after a post goes live, shows within three minutes on a loaded machine.
const THREE_MINUTES = 180_000;
const run = Date.now().toString(36);
const READER = `reader-${run}@example.com`;
const PENDING = `pending-${run}@example.com`;

/** The first link to `path` in a mail's text (quoted-printable soft breaks undone). */
const linkIn = (mail: Mail, path: string) => {
  const text = textOf(mail);
  return new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>]+`).exec(text)![0];
};

/** A post as the owner's editor saves it, scheduled or published now. */
async function writePost(id: string, title: string, when: { publishAt?: Date }) {
  const now = Timestamp.now();
  const slug = `${id}-${run}`;
  await db()
    .batch()
    .set(db().collection('blog_posts').doc(id), {
      title,
      slug,
      excerpt: `What ${title} is about.`,
      content: 'A short post for the newsletter test.',
      category: 'Testing',
      tags: [],
      image_url: '',
      published: !when.publishAt,
      publish_at: when.publishAt ? Timestamp.fromDate(when.publishAt) : null,
      created_at: now,
      published_at: when.publishAt ? null : now,
      previous_slugs: [],
    })
    .set(db().collection('slugs').doc(slug), { post_id: id })
    .commit();
}
const sendOf = async (id: string) => (await db().collection('newsletter_sends').doc(id).get()).data();

async function subscribeWithoutScript(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const [post] = (await db().collection('blog_posts').where('published', '==', true).limit(1).get()).docs;
  await page.goto(`${BASE_URL}/blog/${post!.get('slug')}`);
  const form = page.getByRole('region', { name: 'Get new posts by email' });
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  return page;
}

describe('the newsletter on the local stack', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('subscribe without script, confirm by mail, one mail per new post, one-click unsubscribe', { timeout: 900_000 }, async () => {
    // The sample content's confirmed subscribers would be mailed too: the counts below are this test's readers'.
    const sample = await db().collection('newsletter_subscribers').get();
    await Promise.all(sample.docs.map((doc) => doc.ref.delete()));
    const page = await subscribeWithoutScript(browser, READER);
    expect(await page.getByRole('status').innerText()).toContain('check your inbox');
    await subscribeWithoutScript(browser, PENDING);

    // The confirmation link opens a page with a button; the button confirms.
    await expect.poll(() => mailsTo(READER).length, { timeout: THREE_MINUTES }).toBe(1);
    await page.goto(linkIn(mailsTo(READER)[0]!, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { name: 'You are subscribed' }).waitFor();

    // A scheduled post whose time has come goes live when the scheduled job runs, and is mailed once.
    await writePost(`scheduled-${run}`, 'Mailed When It Went Live', { publishAt: new Date() });
    await runScheduledJob('publishScheduledPosts');
    expect((await db().collection('blog_posts').doc(`scheduled-${run}`).get()).get('published')).toBe(true);
    await expect.poll(async () => (await sendOf(`scheduled-${run}`))?.state, { timeout: THREE_MINUTES }).toBe('done');
    const mailed = mailsTo(READER).slice(1);
    expect(mailed.map((m) => header(m, 'Subject'))).toEqual(['Mailed When It Went Live']);
    expect(mailsTo(PENDING)).toHaveLength(1); // its confirmation only
    expect(await sendOf(`scheduled-${run}`)).toMatchObject({ sent: 1, total: 1 });
    expect(header(mailed[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Published again (unpublished first): nobody is mailed again. The next new post is mailed.
    const first = db().collection('blog_posts').doc(`scheduled-${run}`);
    await first.update({ published: false });
    await first.update({ published: true });
    await writePost(`next-${run}`, 'The Next One', {});
    await expect.poll(async () => (await sendOf(`next-${run}`))?.state, { timeout: THREE_MINUTES }).toBe('done');
    expect(
      mailsTo(READER)
        .slice(1)
        .map((m) => header(m, 'Subject')),
    ).toEqual(['Mailed When It Went Live', 'The Next One']);

    // One POST to the List-Unsubscribe address, as a mail client's one-click unsubscribe sends it.
    const unsubscribe = /<([^>]+)>/.exec(header(mailed[0]!, 'List-Unsubscribe'))![1]!;
    const answer = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);

    // The post after it mails nobody.
    await writePost(`last-${run}`, 'Nobody Left To Mail', {});
    await expect.poll(async () => (await sendOf(`last-${run}`))?.state, { timeout: THREE_MINUTES }).toBe('done');
    expect(await sendOf(`last-${run}`)).toMatchObject({ total: 0, sent: 0 });
    expect(mailsTo(READER)).toHaveLength(3);
    expect(mailsTo(PENDING)).toHaveLength(1);
  });
});
