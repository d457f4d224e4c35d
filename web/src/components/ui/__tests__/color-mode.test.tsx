import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { ColorModeProvider, useColorMode, type ColorMode } from '../color-mode';

function ApplySiteDefault({ mode }: { mode: ColorMode }) {
  const { applySiteDefault } = useColorMode();
  useEffect(() => applySiteDefault(mode), [applySiteDefault, mode]);
  return null;
}

const root = document.documentElement;

describe('the colour mode on <html>', () => {
  beforeEach(() => {
    localStorage.clear();
    root.className = 'dark';
    root.style.colorScheme = 'dark';
  });

  it("changes nothing on <html> when the site's default is the mode the page already shows (a change restyles the whole page)", () => {
    const observer = new MutationObserver(() => undefined);
    observer.observe(root, { attributes: true });
    act(() => {
      render(
        <ColorModeProvider serverMode="dark">
          <ApplySiteDefault mode="dark" />
        </ColorModeProvider>,
      );
    });
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
    expect(root.className).toBe('dark');
  });

  it("applies another site default when the visitor has not chosen a theme, and keeps the visitor's choice when they have", () => {
    const { unmount } = render(
      <ColorModeProvider serverMode="dark">
        <ApplySiteDefault mode="light" />
      </ColorModeProvider>,
    );
    expect(root.className).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    unmount();

    root.className = 'dark';
    localStorage.setItem('theme', 'dark');
    render(
      <ColorModeProvider serverMode="dark">
        <ApplySiteDefault mode="light" />
      </ColorModeProvider>,
    );
    expect(root.className).toBe('dark');
  });
});
