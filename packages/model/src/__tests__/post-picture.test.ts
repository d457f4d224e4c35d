import { describe, expect, it } from 'vitest';
import { firstTextPicture, postPicture } from '../post-picture.js';
import { summaryOf } from '../summaries.js';

const sized = (src: string) => ({
  src,
  width: 1600,
  height: 900,
  placeholder: '',
  variants: [{ url: `${src}-480.avif`, width: 480, height: 270, format: 'avif' as const }],
});

describe("a post body's first picture", () => {
  it('is the first picture the Markdown places, with its description and its kept sizes', () => {
    const text = 'Intro.\n\n![A \\[rough\\] sketch](/img/a.png "Sketch")\n\n![Second](/img/b.png)';
    expect(firstTextPicture(text, [sized('/img/b.png'), sized('/img/a.png')])).toEqual({
      image_url: '/img/a.png',
      image_alt: 'A [rough] sketch',
      image_meta: sized('/img/a.png'),
    });
    expect(firstTextPicture('![Odd](<https://cdn.test/a b.png>)')).toMatchObject({
      image_url: 'https://cdn.test/a b.png',
      image_meta: null,
    });
  });

  it('is none in code, none of an unsafe address, none in a text without pictures', () => {
    const code = '```md\n![In a fence](/fenced.png)\n```\n\nSee `![inline](/inline.png)`.\n\n![Drawn](/drawn.png)';
    expect(firstTextPicture(code)?.image_url).toBe('/drawn.png');
    expect(firstTextPicture('![x](javascript:alert(1))')).toBeNull();
    expect(firstTextPicture('Just [a link](/x) and words.')).toBeNull();
  });

  it("is the post's picture when it has no cover of its own, whole or summarised; its own cover comes first", () => {
    const post = { image_url: '', content: 'Text\n\n![Chart](/chart.png)', content_images: [] };
    expect(postPicture(post)).toMatchObject({ image_url: '/chart.png', image_alt: 'Chart' });
    const summary = summaryOf('blog_posts', { id: 'p', ...post });
    expect(summary).not.toHaveProperty('content');
    expect(summary.cover).toMatchObject({ image_url: '/chart.png' });
    expect(postPicture(summary as never)).toMatchObject({ image_url: '/chart.png' });
    // Summaries are summarised again (idempotent) without losing it.
    expect(summaryOf('blog_posts', summary).cover).toEqual(summary.cover);
    const own = { ...post, image_url: '/own.png', image_alt: 'Own' };
    expect(postPicture(own)).toMatchObject({ image_url: '/own.png', image_alt: 'Own' });
    expect(summaryOf('blog_posts', { id: 'p', ...own })).not.toHaveProperty('cover');
    expect(postPicture({ image_url: '', content: 'No pictures.' })).toEqual({ image_url: '' });
  });
});
