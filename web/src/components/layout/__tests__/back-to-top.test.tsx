import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { BackToTop } from '../back-to-top';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('Back to top', () => {
  it('is hidden near the top, appears past 200 px, and takes the visitor back up', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp({ element: <BackToTop /> });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(150);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(260);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
