import { AA_TEXT, brandUses, contrastRatio, parseHex, shadeOf } from '../brand-contrast';

const ratios = (hex: string) => Object.fromEntries(brandUses(hex)!.map((u) => [`${u.theme} ${u.use}`, Math.round(u.ratio * 100) / 100]));

describe('brand contrast', () => {
  it("computes WCAG's ratio: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#0891b2', '#0891b2')).toBe(1);
  });

  it('mixes as color-mix(in srgb) does, and reads every hex form the settings accept', () => {
    expect(shadeOf(parseHex('#ffffff')!, ['black', 72])).toBe('#b8b8b8');
    expect(shadeOf(parseHex('#000000')!, ['white', 80])).toBe('#333333');
    expect(parseHex('#0af')).toEqual([0, 170, 255]);
    expect(parseHex('#0af8')).toEqual([0, 170, 255]);
    expect(parseHex('#00aaff80')).toEqual([0, 170, 255]);
    expect(parseHex('teal')).toBeNull();
  });

  it('passes AA for the default colours in both themes', () => {
    for (const hex of ['#0891b2', '#9333ea']) for (const u of brandUses(hex)!) expect(u.ratio).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('finds a yellow unreadable on light buttons and links, and black on dark buttons', () => {
    expect(ratios('#facc15')).toMatchObject({ 'light button': 2.95, 'light link': 3.9 });
    expect(ratios('#facc15')['dark button']).toBeGreaterThan(AA_TEXT);
    expect(ratios('#000000')).toMatchObject({ 'dark button': 1.48, 'dark link': 3.95, 'light button': 21 });
  });
});
