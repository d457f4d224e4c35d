import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleState } from '@/data/memory/seed';
import { renderApp } from '@/testing/render';
import { loopCopies, SkillsStrip } from '../skills-strip';

const reduceMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));

describe('Skills strip', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each skill with its icon, name and description, never its category', async () => {
    renderApp({ element: <SkillsStrip /> });
    const track = await screen.findByTestId('skills-track');
    expect(track.querySelectorAll('li:not([aria-hidden])')).toHaveLength(Object.keys(sampleState().docs.skills!).length);
    expect(screen.getAllByText('Kubernetes').length).toBeGreaterThan(0);
    for (const skill of Object.values(sampleState().docs.skills!)) {
      if (skill.category) expect(screen.queryByText(skill.category as string)).toBeNull();
    }
  });

  it('shows one still copy when the visitor prefers reduced motion', async () => {
    reduceMotion(true);
    renderApp({ element: <SkillsStrip /> });
    const track = await screen.findByTestId('skills-track');
    expect(track).toHaveAttribute('data-copies', '1');
    expect(track).not.toHaveAttribute('data-loop-seconds');
  });

  it('uses the code icon for a skill without icon_ref', async () => {
    const initial = () => {
      const state = sampleState();
      state.docs.skills = { only: { name: 'Bash', icon_ref: '', description: 'Shell', category: 'x', sort_order: 0 } };
      return state;
    };
    renderApp({ element: <SkillsStrip />, initial });
    await screen.findByTestId('skills-track');
    // One skill, one 200 px tile: thirteen copies cover the strip's 2,400 px while it moves by one.
    expect(screen.getAllByTestId('skill-icon-fallback')).toHaveLength(13);
  });

  it('repeats the list enough for the loop to stay seamless across the strip’s widest', () => {
    // Moved by one copy, the other copies must still cover 2,400 px.
    for (const count of [1, 4, 5, 8, 12, 13, 30]) {
      const copies = loopCopies(count);
      expect((copies - 1) * count * 200, `${count} skills`).toBeGreaterThanOrEqual(2400);
      expect((copies - 2) * count * 200, `${count} skills: no copy to spare`).toBeLessThan(2400);
    }
  });
});
