import { getSystem, prepareSystem } from './theme';

describe('the design system', () => {
  it("is made in steps, a task between each, and is then the one getSystem() gives, with the site's own palette", async () => {
    let tasks = 0;
    await prepareSystem(async () => {
      tasks += 1;
    });
    // Merging the configs, the token dictionary, the style utility: a task after each.
    expect(tasks).toBe(3);
    const system = getSystem();
    expect(system.css({ color: 'brand.fg' })).toEqual({ color: 'var(--chakra-colors-brand-fg)' });
    expect(system.token.var('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');

    // Made once: asked again, it is there at once.
    await prepareSystem(async () => {
      tasks += 1;
    });
    expect(tasks).toBe(3);
    expect(getSystem()).toBe(system);
  });
});
