import { describe, expect, it } from 'vitest';
import { postGridLayout } from '../post-grid';

/** The number of cards in each row of `columns`, the first taking `firstSpan` columns. */
function rows(count: number, columns: number, firstSpan: number): number[] {
  const result: number[] = [];
  let used = columns; // start a new row at the first card
  for (let i = 0; i < count; i += 1) {
    const span = i === 0 ? firstSpan : 1;
    if (used + span > columns) {
      result.push(0);
      used = 0;
    }
    result[result.length - 1]! += 1;
    used += span;
  }
  return result;
}

describe('the blog grid', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('never leaves one post alone in a last row of several, with %i posts', (count) => {
    const { wideColumns, firstSpan } = postGridLayout(count);
    for (const [columns, span] of [
      [2, firstSpan.md],
      [wideColumns, firstSpan.lg],
    ] as const) {
      const layout = rows(count, columns, span);
      const lastAlone = layout.length > 1 && layout.at(-1) === 1 && !(span === columns && layout.length === 1);
      expect(lastAlone, `${count} posts in ${columns} columns: ${layout.join(', ')}`).toBe(false);
    }
  });

  it('lays out 4 posts as 2 × 2 and 7 with the newest wider on wide screens', () => {
    expect(postGridLayout(4)).toEqual({ wideColumns: 2, firstSpan: { md: 1, lg: 1 } });
    expect(postGridLayout(7)).toEqual({ wideColumns: 3, firstSpan: { md: 2, lg: 2 } });
    expect(postGridLayout(12)).toEqual({ wideColumns: 3, firstSpan: { md: 1, lg: 1 } });
  });
});
