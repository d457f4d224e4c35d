import { IMPORT_SOURCE, type NewsletterRecipient, type NewsletterSubscriber } from '@portfolio/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { importSubscribers, removeSubscriber, type OwnerAdminDeps } from '../../src/newsletter/owner-admin.js';
import { subscriberId } from '../../src/newsletter/tokens.js';
import type { Harness, MakeHarness } from './harness.js';

const START = '2026-03-10T09:00:00.000Z';

const subscriber = (email: string, state: NewsletterSubscriber['state']): NewsletterSubscriber => ({
  email,
  state,
  subscribed_at: START,
  confirmed_at: state === 'confirmed' ? START : null,
  unsubscribed_at: state === 'unsubscribed' ? START : null,
  source: '/blog',
  imported: false,
});

const recipient = (post: string, email: string): NewsletterRecipient => ({
  post_id: post,
  email,
  state: 'sent',
  attempts: 1,
  last_error: '',
  sent_at: START,
});

/** The owner's removal and import of subscribers, against whichever store `makeHarness` builds. */
export function newsletterOwnerSuite(storeName: string, makeHarness: MakeHarness) {
  describe(`the owner's Subscribers work on the ${storeName} store`, () => {
    let h: Harness;
    let deps: OwnerAdminDeps;
    let refuse: boolean;

    beforeEach(async () => {
      h = await makeHarness(START);
      refuse = false;
      deps = {
        store: h.newsletter,
        clock: h.clock,
        assertOwner: async () => {
          if (refuse) throw new Error('Only the owner may do this.');
        },
      };
    });

    async function stored(email: string) {
      return h.newsletter.get('newsletter_subscribers', subscriberId(email));
    }

    it('removes an address with each post’s record of mail to it, and leaves everyone else’s', async () => {
      const gone = 'gone@example.com';
      const kept = 'kept@example.com';
      await h.newsletter.putMany('newsletter_subscribers', [
        { id: subscriberId(gone), ...subscriber(gone, 'confirmed') },
        { id: subscriberId(kept), ...subscriber(kept, 'confirmed') },
      ]);
      await h.newsletter.putMany('newsletter_recipients', [
        { id: `p1_${subscriberId(gone)}`, ...recipient('p1', gone) },
        { id: `p2_${subscriberId(gone)}`, ...recipient('p2', gone) },
        { id: `p1_${subscriberId(kept)}`, ...recipient('p1', kept) },
      ]);

      await expect(removeSubscriber(deps, { id: subscriberId(gone) })).resolves.toEqual({ removed: true });

      expect(await stored(gone)).toBeNull();
      expect(await h.newsletter.get('newsletter_recipients', `p1_${subscriberId(gone)}`)).toBeNull();
      expect(await h.newsletter.get('newsletter_recipients', `p2_${subscriberId(gone)}`)).toBeNull();
      expect(await stored(kept)).toMatchObject({ state: 'confirmed' });
      expect(await h.newsletter.get('newsletter_recipients', `p1_${subscriberId(kept)}`)).toMatchObject({ email: kept });
      await expect(removeSubscriber(deps, { id: subscriberId(gone) })).resolves.toEqual({ removed: false });
      await expect(removeSubscriber(deps, { id: '../other' })).rejects.toThrow('No such subscriber.');
    });

    it('imports consenting addresses as confirmed and imported, names each bad line, and changes nothing the second time', async () => {
      await h.newsletter.putMany('newsletter_subscribers', [
        { id: subscriberId('pending@example.com'), ...subscriber('pending@example.com', 'pending') },
        { id: subscriberId('left@example.com'), ...subscriber('left@example.com', 'unsubscribed') },
        { id: subscriberId('known@example.com'), ...subscriber('known@example.com', 'confirmed') },
      ]);
      const csv = [
        'Name,Email',
        'Ada,New@Example.com',
        'Bob,pending@example.com',
        'Cy,left@example.com',
        'Di,known@example.com',
        'Ed,not an address',
        '',
        'Fay,new@example.com',
      ].join('\n');

      await expect(importSubscribers(deps, { csv })).resolves.toEqual({
        added: 1,
        confirmed: 1,
        already: 1,
        unsubscribed: 1,
        problems: [
          { line: 6, problem: '“not an address” is not an email address.' },
          { line: 8, problem: 'new@example.com is on line 2 already.' },
        ],
      });
      expect(await stored('new@example.com')).toEqual({
        email: 'new@example.com',
        state: 'confirmed',
        subscribed_at: START,
        confirmed_at: START,
        unsubscribed_at: null,
        source: IMPORT_SOURCE,
        imported: true,
      });
      expect(await stored('pending@example.com')).toMatchObject({ state: 'confirmed', imported: true, source: '/blog' });
      expect(await stored('left@example.com')).toMatchObject({ state: 'unsubscribed', imported: false });
      expect(await stored('known@example.com')).toMatchObject({ state: 'confirmed', imported: false });

      h.clock.advance(60_000);
      const again = await importSubscribers(deps, { csv });
      expect(again).toMatchObject({ added: 0, confirmed: 0, already: 3, unsubscribed: 1 });
      expect(await stored('new@example.com')).toMatchObject({ confirmed_at: START });
    });

    it('refuses anyone but the owner, and an empty file with a sentence', async () => {
      await expect(importSubscribers(deps, { csv: '' })).rejects.toThrow('Choose a CSV file with one email address a line.');
      refuse = true;
      await expect(importSubscribers(deps, { csv: 'a@example.com' })).rejects.toThrow('Only the owner may do this.');
      await expect(removeSubscriber(deps, { id: subscriberId('a@example.com') })).rejects.toThrow('Only the owner may do this.');
      expect(await stored('a@example.com')).toBeNull();
    });
  });
}
