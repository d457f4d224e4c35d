/** firestore.rules: match /sections/{name} — read: anyone; write: owner, shape-checked; delete: owner. */
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { allowed, denied, NOT_OWNER, withField, without, type Violation } from '../support/cases';
import { ROLES, useRulesSuite } from '../support/env';
import { about, contactSection, hero, LONG } from '../support/fixtures';

const t = useRulesSuite();

describe('match /sections/{name}', () => {
  beforeEach(() => t.seed((db) => setDoc(doc(db, 'sections/hero'), hero())));

  describe('read: anyone', () => {
    it.each(ROLES)('%s may get a section', (role) => allowed(getDoc(doc(t.db(role), 'sections/hero'))));
    it.each(ROLES)('%s may load all sections', (role) => allowed(getDocs(collection(t.db(role), 'sections'))));
  });

  describe('create, update, delete: owner only', () => {
    it.each(NOT_OWNER)('%s may not create a section', (role) => denied(setDoc(doc(t.db(role), 'sections/about'), about())));
    it.each(NOT_OWNER)('%s may not update a section', (role) =>
      denied(updateDoc(doc(t.db(role), 'sections/hero'), { 'content.name': 'Mallory' })),
    );
    it.each(NOT_OWNER)('%s may not delete a section', (role) => denied(deleteDoc(doc(t.db(role), 'sections/hero'))));

    it('owner may create each of hero, about and contact', async () => {
      await allowed(setDoc(doc(t.db('owner'), 'sections/about'), about()));
      await allowed(setDoc(doc(t.db('owner'), 'sections/contact'), contactSection()));
    });
    it('owner may replace a section', () =>
      allowed(setDoc(doc(t.db('owner'), 'sections/hero'), withField(hero(), 'content', { ...hero().content, role: 'SRE' }))));
    it('owner may update one field of a section', () =>
      allowed(updateDoc(doc(t.db('owner'), 'sections/hero'), { 'content.tagline': 'New tagline' })));
    it('owner may delete a section', () => allowed(deleteDoc(doc(t.db('owner'), 'sections/hero'))));

    // Fields added later are optional: documents of the first shape stay writable.
    it('owner may write a hero with a portrait, or without the field at all', async () => {
      await allowed(
        setDoc(doc(t.db('owner'), 'sections/hero'), withField(hero(), 'content', { ...hero().content, portrait_url: '/me.jpg' })),
      );
      await allowed(
        setDoc(doc(t.db('owner'), 'sections/hero'), {
          content: withField(hero().content, 'portrait_url', 'https://storage.example.com/images/me.webp'),
        }),
      );
      await allowed(setDoc(doc(t.db('owner'), 'sections/hero'), { content: without(hero().content, 'portrait_url') }));
    });
    it("owner may write a portrait's responsive sizes, or none", async () => {
      const src = 'https://firebasestorage.googleapis.com/v0/b/demo/o/images%2Fme.jpg?alt=media';
      const sizes = {
        src,
        width: 2000,
        height: 3000,
        placeholder: 'data:image/webp;base64,UklGRg==',
        variants: [{ url: 'https://storage.googleapis.com/demo/images/variants/me-480.avif', width: 480, height: 720, format: 'avif' }],
      };
      await allowed(
        setDoc(doc(t.db('owner'), 'sections/hero'), { content: { ...hero().content, portrait_url: src, portrait_meta: sizes } }),
      );
      await allowed(setDoc(doc(t.db('owner'), 'sections/hero'), { content: { ...hero().content, portrait_url: '', portrait_meta: null } }));
    });
    it('owner may write contact with availability, location and response time, or without them', async () => {
      await allowed(setDoc(doc(t.db('owner'), 'sections/contact'), contactSection()));
      const { availability: _a, location: _l, response_time: _r, ...specShape } = contactSection().content;
      await allowed(setDoc(doc(t.db('owner'), 'sections/contact'), { content: specShape }));
    });
  });

  describe('shape', () => {
    it('owner may not create a section under another name', () => denied(setDoc(doc(t.db('owner'), 'sections/footer'), hero())));
    it('owner may not store the hero content under about', () => denied(setDoc(doc(t.db('owner'), 'sections/about'), hero())));

    const heroViolations: Violation[] = [
      ['an extra top-level field', withField(hero(), 'name', 'hero')],
      ['no content', {}],
      ['an extra content field', { content: withField(hero().content, 'admin', true) }],
      ['a missing content field', { content: without(hero().content, 'tagline') }],
      ['a name that is not text', { content: withField(hero().content, 'name', 42) }],
      ['a name of 201 characters', { content: withField(hero().content, 'name', LONG(201)) }],
      ['a tagline of 501 characters', { content: withField(hero().content, 'tagline', LONG(501)) }],
      ['a javascript: portrait', { content: withField(hero().content, 'portrait_url', 'javascript:alert(1)') }],
      ['a portrait address of 2,049 characters', { content: withField(hero().content, 'portrait_url', `https://x.example/${LONG(2031)}`) }],
      ['a portrait that is not text', { content: withField(hero().content, 'portrait_url', 42) }],
      ["a portrait's sizes as text", { content: withField(hero().content, 'portrait_meta', 'big') }],
      [
        "a portrait's sizes without a width",
        { content: withField(hero().content, 'portrait_meta', { src: '/me.jpg', height: 1, placeholder: '', variants: [] }) },
      ],
    ];
    it.each(heroViolations)('owner may not write a hero with %s', (_, data) => denied(setDoc(doc(t.db('owner'), 'sections/hero'), data)));

    const aboutViolations: Violation[] = [
      ['content of 100,001 characters', { content: withField(about().content, 'content', LONG(100_001)) }],
      ['cards that are not a list', { content: withField(about().content, 'cards', 'Cloud') }],
      ['21 cards', { content: withField(about().content, 'cards', Array(21).fill(about().content.cards[0])) }],
    ];
    it.each(aboutViolations)('owner may not write about with %s', (_, data) => denied(setDoc(doc(t.db('owner'), 'sections/about'), data)));

    const contactViolations: Violation[] = [
      ['a javascript: link', { content: { ...contactSection().content, social: { github: 'javascript:alert(1)', linkedin: '' } } }],
      ['an extra social link', { content: { ...contactSection().content, social: { github: '', linkedin: '', x: '' } } }],
      ['an availability of 201 characters', { content: withField(contactSection().content, 'availability', LONG(201)) }],
      ['a location that is not text', { content: withField(contactSection().content, 'location', ['London']) }],
      ['a response time of 201 characters', { content: withField(contactSection().content, 'response_time', LONG(201)) }],
      ['an unknown field', { content: withField(contactSection().content, 'phone', '+44 20 0000 0000') }],
    ];
    it.each(contactViolations)('owner may not write contact with %s', (_, data) =>
      denied(setDoc(doc(t.db('owner'), 'sections/contact'), data)),
    );

    it('owner may not update a section with an unknown field', () =>
      denied(updateDoc(doc(t.db('owner'), 'sections/hero'), { 'content.script': '<script>' })));
  });
});
