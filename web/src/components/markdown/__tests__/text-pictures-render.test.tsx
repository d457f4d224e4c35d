import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImageMeta } from '@portfolio/model';
import { Themed } from '@/testing/theme';
import { MarkdownContent } from '../markdown-content';

const SRC = 'https://firebasestorage.googleapis.com/v0/b/site/o/images%2Fa.jpg?alt=media&token=t';
const SIZED: ImageMeta = {
  src: SRC,
  width: 3000,
  height: 2000,
  placeholder: '',
  variants: [
    { url: 'https://cdn.example/a-960.avif', width: 960, height: 640, format: 'avif' },
    { url: 'https://cdn.example/a-480.webp', width: 480, height: 320, format: 'webp' },
    { url: 'https://cdn.example/a-960.webp', width: 960, height: 640, format: 'webp' },
  ],
};

const renderWith = (md: string, pictures?: ImageMeta[]) =>
  render(
    <Themed>
      <MarkdownContent pictures={pictures}>{md}</MarkdownContent>
    </Themed>,
  );

describe('pictures placed in a text', () => {
  it('draws an uploaded picture with kept sizes as <picture>: AVIF and WebP sets, its width and height, its alt', () => {
    const { container } = renderWith(`Before.\n\n![A rack of servers](${SRC})\n\nAfter.`, [SIZED]);
    const image = screen.getByRole('img', { name: 'A rack of servers' });
    expect(image.closest('picture')).not.toBeNull();
    expect(image).toHaveAttribute('width', '3000');
    expect(image).toHaveAttribute('height', '2000');
    expect(image).toHaveAttribute('loading', 'lazy');
    const sources = [...container.querySelectorAll('picture source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['image/avif', 'https://cdn.example/a-960.avif 960w'],
      ['image/webp', 'https://cdn.example/a-480.webp 480w, https://cdn.example/a-960.webp 960w'],
    ]);
  });

  it('draws any other picture as a lazy <img> alone', () => {
    renderWith('![Elsewhere](https://example.com/b.png)', [SIZED]);
    const image = screen.getByRole('img', { name: 'Elsewhere' });
    expect(image.closest('picture')).toBeNull();
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('never takes a picture whose kept sizes have no variant for a <picture>', () => {
    renderWith(`![Plain](${SRC})`, [{ ...SIZED, variants: [] }]);
    expect(screen.getByRole('img', { name: 'Plain' }).closest('picture')).toBeNull();
  });
});
