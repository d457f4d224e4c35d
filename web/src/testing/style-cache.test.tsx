import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box, Button, ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { getSystem } from '@/app/theme';
import { createTestStyleCache } from './style-cache';

const elements = {
  hidden: <Box display="none" color="red.500" />,
  // jsdom applies no media query but `screen`: these show their base value, with either cache.
  shownFromMd: <Box display={{ base: 'none', md: 'block' }} padding="4" />,
  hiddenFromMd: <Box display={{ base: 'block', md: 'none' }} />,
  invisible: <Box visibility="hidden" />,
  transparent: <Box opacity={0} />,
  faded: <Box opacity={0.5} />,
  hiddenWhileDisabled: <Box aria-disabled css={{ '&[aria-disabled=true]': { display: 'none' } }} />,
  coloured: <Box color="blue.500" borderWidth="3px" display="flex" />,
  button: <Button>Save</Button>,
};

/**
 * Whether a person could see each element with this cache, as jest-dom's toBeVisible and
 * testing-library's role queries decide it: by display, visibility and opacity.
 */
function visibilityWith(cache: EmotionCache) {
  render(
    <CacheProvider value={cache}>
      <ChakraProvider value={getSystem()}>
        {Object.entries(elements).map(([id, element]) => (
          <div key={id} data-testid={id}>
            {element}
          </div>
        ))}
      </ChakraProvider>
    </CacheProvider>,
  );
  const seen = Object.keys(elements).map((id) => {
    const element = screen.getByTestId(id).firstElementChild!;
    const { display, visibility, opacity } = getComputedStyle(element);
    const hidden = display === 'none' || visibility === 'hidden' || visibility === 'collapse' || opacity === '0';
    return `${id}: ${hidden ? 'hidden' : 'seen'}`;
  });
  const css = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules))
    .map((rule) => rule.cssText)
    .join('\n');
  return { seen, css };
}

describe('the style cache of component tests', () => {
  it('hides and shows every element as all of its CSS would, keeping nothing else', () => {
    const reduced = visibilityWith(createTestStyleCache());
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    const full = visibilityWith(createCache({ key: 'full' }));

    expect(reduced.seen).toEqual(full.seen);
    expect(full.seen).toEqual([
      'hidden: hidden',
      'shownFromMd: hidden',
      'hiddenFromMd: seen',
      'invisible: hidden',
      'transparent: hidden',
      'faded: seen',
      'hiddenWhileDisabled: hidden',
      'coloured: seen',
      'button: seen',
    ]);
    expect(reduced.css).toContain('display: none');
    expect(reduced.css).not.toMatch(/padding|border-width|--chakra-colors-blue-500/);
    expect(full.css).toMatch(/padding|border-width/);
  });
});
