import { describe, expect, it } from 'vitest';
import { commaList, linesToList, paragraphs, readTimeMinutes, safeUrl, slugify, SLUG_PATTERN } from '../text.js';
import { resumeFileName, canTransition, aboutIconOrDefault } from '../content-types/index.js';

describe('slugify', () => {
  it('lowercases and turns each run of other characters into one hyphen', () => {
    expect(slugify('  Zero-Downtime Deploys with ArgoCD & Helm!! ')).toBe('zero-downtime-deploys-with-argocd-helm');
    expect(slugify('C++ / Go: 2024')).toBe('c-go-2024');
    expect(slugify('Ünïcode ☁ Cloud')).toBe('n-code-cloud');
    expect(slugify('!!!')).toBe('');
  });
  it('produces slugs that match the stored-slug pattern', () => {
    for (const title of ['Hello World', 'a--b', 'K8s 101', 'x']) expect(SLUG_PATTERN.test(slugify(title))).toBe(true);
  });
});

describe('text helpers', () => {
  it('read time is length / 1000 rounded up', () => {
    expect(readTimeMinutes('')).toBe(0);
    expect(readTimeMinutes('a'.repeat(1000))).toBe(1);
    expect(readTimeMinutes('a'.repeat(1001))).toBe(2);
  });
  it('list fields drop blank lines and trim items', () => {
    expect(linesToList('Terraform\n\n  Kubernetes  \r\n\nHelm\n')).toEqual(['Terraform', 'Kubernetes', 'Helm']);
  });
  it('keywords are comma separated and trimmed', () => {
    expect(commaList(' devops, cloud ,, sre ')).toEqual(['devops', 'cloud', 'sre']);
  });
  it('about content splits into paragraphs at line breaks', () => {
    expect(paragraphs('One.\nTwo.\n\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
  it('unknown about icons fall back to Cloud', () => {
    expect(aboutIconOrDefault('Workflow')).toBe('Workflow');
    expect(aboutIconOrDefault('Rocket')).toBe('Cloud');
    expect(aboutIconOrDefault(undefined)).toBe('Cloud');
  });
});

describe('safeUrl', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    'mailto:me@example.com',
    'xmpp:me@example.com',
    'irc://irc.libera.chat/x',
    'ircs://irc.libera.chat/x',
    '/relative/path',
    '#anchor',
    'page?x=a:b',
  ])('keeps %s', (url) => expect(safeUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('empties %j', (url) => expect(safeUrl(url)).toBe(''));
});

describe('records', () => {
  it('resume file name comes from filename, else the URL, else resume.pdf', () => {
    expect(resumeFileName({ url: 'https://x/y/cv.pdf', filename: 'Jane.pdf' })).toBe('Jane.pdf');
    expect(resumeFileName({ url: 'https://host/o/resume%2Fresume.pdf?alt=media' })).toBe('resume.pdf');
    expect(resumeFileName({ url: 'https://host/files/cv-2026.pdf' })).toBe('cv-2026.pdf');
    expect(resumeFileName({ url: 'https://host/' })).toBe('resume.pdf');
  });
  it('message status moves only new -> read and new/read -> archived', () => {
    expect(canTransition('new', 'read')).toBe(true);
    expect(canTransition('new', 'archived')).toBe(true);
    expect(canTransition('read', 'archived')).toBe(true);
    expect(canTransition('read', 'new')).toBe(false);
    expect(canTransition('archived', 'read')).toBe(false);
    expect(canTransition('archived', 'new')).toBe(false);
  });
});
