import { describe, expect, it } from 'vitest';
import { cardPictureSizes, PICTURE_SIZES } from '../content-types/image-fields.js';

describe('how wide a card’s picture is drawn (its sizes attribute)', () => {
  it('says a third of the page for three columns, half for two, and the column less its margins on phones', () => {
    expect(PICTURE_SIZES.card).toBe('(min-width: 62em) 24rem, (min-width: 48em) 50vw, calc(100vw - 2rem)');
    expect(PICTURE_SIZES.projectCard).toBe('(min-width: 62em) 36rem, (min-width: 48em) 50vw, calc(100vw - 2rem)');
  });

  it('says two thirds for a card spanning two of three columns, and the whole width for one spanning a tablet’s two', () => {
    expect(cardPictureSizes({ tabletColumns: 1, wideColumns: 1.5 })).toBe(
      '(min-width: 62em) 48rem, (min-width: 48em) 100vw, calc(100vw - 2rem)',
    );
  });
});
