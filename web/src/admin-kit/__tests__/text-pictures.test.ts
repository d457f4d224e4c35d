import { describe, expect, it } from 'vitest';
import type { ImageMeta } from '@portfolio/model';
import { insertAt, pictureMarkdown, placedPictures, textStats } from '../text-pictures';

const meta = (src: string): ImageMeta => ({ src, width: 10, height: 10, placeholder: '', variants: [] });

describe('placing a picture in a text', () => {
  it('writes Markdown with the description escaped and an odd address enclosed', () => {
    expect(pictureMarkdown('A [big] rack', 'https://x.test/a.png')).toBe('![A \\[big\\] rack](https://x.test/a.png)');
    expect(pictureMarkdown('  two\nlines ', '/a b.png')).toBe('![two lines](</a b.png>)');
  });

  it('places it on a line of its own, a blank line from the text on each side, and says where the caret goes', () => {
    expect(insertAt('one two', { start: 3, end: 3 }, '![x](y)')).toEqual({ text: 'one\n\n![x](y)\n\n two', caret: 12 });
    expect(insertAt('', { start: 0, end: 0 }, '![x](y)')).toEqual({ text: '![x](y)', caret: 7 });
    expect(insertAt('para\n\nnext', { start: 6, end: 6 }, 'P').text).toBe('para\n\nP\n\nnext');
    expect(insertAt('end\n', { start: 4, end: 4 }, 'P').text).toBe('end\n\nP');
  });

  it('replaces the selection, and keeps a selection beyond the text within it', () => {
    expect(insertAt('keep CUT keep', { start: 5, end: 8 }, 'P').text).toBe('keep \n\nP\n\n keep');
    expect(insertAt('abc', { start: 99, end: 120 }, 'P').text).toBe('abc\n\nP');
  });

  it('keeps the sizes of the pictures the text still shows only', () => {
    const kept = placedPictures('![a](https://x.test/a.png)', [meta('https://x.test/a.png'), meta('https://x.test/gone.png')]);
    expect(kept.map((picture) => picture.src)).toEqual(['https://x.test/a.png']);
  });

  it('counts words without the pictures, and the reading time as the post page states it', () => {
    expect(textStats('Hello *there*, world.\n\n![a long description](https://x.test/a.png)\n\n- item')).toEqual({ words: 4, minutes: 1 });
    expect(textStats('   ')).toEqual({ words: 0, minutes: 0 });
  });
});
