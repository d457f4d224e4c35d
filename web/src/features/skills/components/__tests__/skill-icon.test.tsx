import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@/app/theme';
import { SkillIcon, skillIconUrl } from '../skill-icon';

const renderIcon = (iconRef: string) =>
  render(
    <ChakraProvider value={getSystem()}>
      <SkillIcon iconRef={iconRef} size={32} />
    </ChakraProvider>,
  );

describe('SkillIcon', () => {
  it('draws the icon from our own origin by its lower-cased name', () => {
    const { container } = renderIcon('Docker');
    expect(screen.getByTestId('skill-icon')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/skill-icons/docker.svg');
    expect(screen.queryByTestId('skill-icon-fallback')).toBeNull();
    // Drawn: no longer busy.
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('falls back to the code icon when the icon file fails to load', () => {
    const { container } = renderIcon('nosuchicon');
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('skill-icon-fallback')).toBeInTheDocument();
    expect(screen.queryByTestId('skill-icon')).toBeNull();
  });

  it.each(['', '   ', '../admin', 'https://evil.example/x', 'a b'])('uses the code icon for the icon_ref %j', (ref) => {
    renderIcon(ref);
    expect(screen.getByTestId('skill-icon-fallback')).toBeInTheDocument();
  });

  it('leaves the icon file out of the server’s HTML, so it is not fetched before the first paint', () => {
    const html = renderToString(
      <ChakraProvider value={getSystem()}>
        <SkillIcon iconRef="docker" size={32} />
      </ChakraProvider>,
    );
    expect(html).not.toContain('/skill-icons/');
    // An empty placeholder of the icon's size (its size is in the Emotion class), hidden from readers,
    // busy until the app draws the icon.
    expect(html).toMatch(/^<span aria-hidden="true" aria-busy="true" class="[^"]+"><\/span>$/);
  });

  it('never builds a URL outside /skill-icons/', () => {
    expect(skillIconUrl('kubernetes')).toBe('/skill-icons/kubernetes.svg');
    expect(skillIconUrl('../../etc/passwd')).toBeNull();
  });
});
