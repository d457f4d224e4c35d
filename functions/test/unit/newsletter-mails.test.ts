import { describe, expect, it } from 'vitest';
import { postMail, type MailedPost, type SiteOf } from '../../src/newsletter/mails.js';

const SITE: SiteOf = { url: 'https://portfolio.test', title: 'Jane Doe, Cloud Engineer' };
const FROM = 'Portfolio <noreply@portfolio.test>';
const POST: MailedPost = {
  id: 'post-1',
  title: 'Zero-downtime deploys',
  excerpt: 'How we ship forty times a day without a pager.',
  slug: 'zero-downtime-deploys',
  image_url: '/images/deploys.png',
  content: [
    '## Why it matters',
    '',
    'Read the [runbook](/blog/runbook) and the [upstream docs](https://example.com/docs).',
    '',
    '<script>alert(1)</script><img src=x onerror="alert(2)">',
    '',
    '[click me](javascript:alert(3)) ![diagram](/images/diagram.png)',
    '',
    '```sh',
    'kubectl rollout status deploy/web',
    '```',
  ].join('\n'),
};

const mail = (postContent?: SiteOf['postContent']) => postMail({ ...SITE, postContent }, POST, 'reader@example.com', 'abc.0.mac', FROM);

describe('a post’s mail to the subscribers', () => {
  it('carries the excerpt and a link by default, in both parts', () => {
    for (const sent of [mail(), mail('excerpt')]) {
      expect(sent.text).toContain(`${POST.title}\n\n${POST.excerpt}\n\nRead the post: https://portfolio.test/blog/zero-downtime-deploys`);
      expect(sent.text).not.toContain('Why it matters');
      expect(sent.html).toContain(`<p>${POST.excerpt}</p>`);
      expect(sent.html).toContain('>Read the post</a>');
      expect(sent.html).not.toContain('Why it matters');
    }
  });

  it('carries the whole post when the owner chose it: rendered safely, its own links made absolute', () => {
    const sent = mail('full');
    expect(sent.html).toContain('<h2>Why it matters</h2>');
    expect(sent.html).toContain('<a href="https://portfolio.test/blog/runbook">runbook</a>');
    expect(sent.html).toContain('<a href="https://example.com/docs">upstream docs</a>');
    expect(sent.html).toContain('<img src="https://portfolio.test/images/diagram.png" alt="diagram">');
    expect(sent.html).toContain('kubectl rollout status deploy/web');
    // Raw HTML in the Markdown never reaches the mail, and neither does a javascript: link.
    expect(sent.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(sent.html).toContain('>Read it on the site</a>');
    // The plain part has the Markdown as written, which reads as text, and the link.
    expect(sent.text).toContain('## Why it matters\n\nRead the [runbook](/blog/runbook)');
    expect(sent.text).toContain('Read it on the site: https://portfolio.test/blog/zero-downtime-deploys');
    // Unsubscribing works the same either way.
    expect(sent.headers).toEqual({
      'List-Unsubscribe': '<https://portfolio.test/newsletter/unsubscribe?token=abc.0.mac>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('falls back to the excerpt when the post has no text to mail', () => {
    const sent = postMail({ ...SITE, postContent: 'full' }, { ...POST, content: '' }, 'reader@example.com', 'abc.0.mac', FROM);
    expect(sent.html).toContain(`<p>${POST.excerpt}</p>`);
  });
});
