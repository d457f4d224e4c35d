/**
 * The pictures' `sizes` (packages/model, PICTURE_SIZES) describe the public pages' column in numbers:
 * at most 72 rem wide, and on phones the screen less 1 rem on each side. The column is Chakra's
 * container (components/layout/page-column.tsx); if the theme or the container changes, the numbers
 * must change with it, or phones download a larger picture than they draw (or a blurry smaller one).
 */
import { PAGE_COLUMN, PICTURE_SIZES } from '@portfolio/model';
import { getSystem } from '@/app/theme';

describe('the column the pictures’ sizes assume', () => {
  const system = getSystem();
  const rem = (token: string) => Number(/^([\d.]+)rem$/.exec(String(system.token(token)))?.[1]);

  it('is as wide as the page column at most (the 6xl container)', () => {
    expect(rem('sizes.6xl')).toBe(PAGE_COLUMN.maxRem);
  });

  it('keeps the container’s phone padding on each side', () => {
    const container = system.getRecipe('container') as { base?: { px?: { base?: string } } };
    const phonePadding = container.base?.px?.base;
    expect(phonePadding).toBeDefined();
    expect(rem(`spacing.${phonePadding}`)).toBe(PAGE_COLUMN.phoneMarginRem);
    expect(PICTURE_SIZES.card).toContain(`calc(100vw - ${2 * PAGE_COLUMN.phoneMarginRem}rem)`);
  });
});
