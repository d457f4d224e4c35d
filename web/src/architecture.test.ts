/**
 * Architecture rules a newcomer can rely on (docs/architecture.md): only the Firebase adapter talks to the
 * Firebase SDK, and only the in-memory adapter (and tests) know the demo's sample content.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { globalCss, recipes, semanticTokens, slotRecipes, tokens } from '@chakra-ui/react/theme';
import { unusedPalettes } from '@/app/palettes';
import { USED_SLOT_RECIPES } from '@/app/theme';

const src = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));

describe('architecture', () => {
  it('imports firebase/* only inside the Firebase adapter', () => {
    const offenders = files
      .filter((f) => /from ['"]firebase\//.test(f.text) || /import\(['"]firebase\//.test(f.text))
      .filter((f) => !f.path.startsWith('data/firebase/'))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('keeps the in-memory twin out of the app except through the build-time adapter alias', () => {
    const offenders = files
      .filter((f) => /from ['"](@\/data\/memory|\.\.?\/.*memory)/.test(f.text))
      .filter((f) => !f.path.startsWith('data/memory/') && !f.path.startsWith('data/contract/') && !f.path.startsWith('testing/'))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('styles every multi-part Chakra component the app uses (app/theme.ts keeps only those)', () => {
    const imported = new Set<string>();
    for (const f of files) {
      for (const m of f.text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
        m[1]!.split(',').forEach((name) => imported.add(name.replace('type ', '').trim().split(' as ')[0]!));
      }
    }
    const needed = [...imported].map((name) => name.charAt(0).toLowerCase() + name.slice(1)).filter((key) => key in slotRecipes);
    const missing = needed.filter((key) => !(key in USED_SLOT_RECIPES));
    expect(needed.length).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });

  it('uses only the colour palettes app/theme.ts keeps (the others render colourless)', () => {
    const dropped = unusedPalettes(tokens.colors);
    // A palette named as a string ('teal', "teal.solid", colorPalette="teal") or in a token reference ({colors.teal.500}).
    const naming = (name: string) => new RegExp(`(['"\`]${name}(\\.[a-zA-Z0-9]+)?['"\`])|(colors\\.${name}\\.)`);
    const inApp = files.flatMap((f) => dropped.filter((name) => naming(name).test(f.text)).map((name) => `${f.path}: ${name}`));
    // What the app keeps of Chakra's theme must not refer to them either (the dropped palettes' own semantic tokens go too).
    const keptSemanticColors = Object.fromEntries(Object.entries(semanticTokens.colors).filter(([name]) => !dropped.includes(name)));
    const chakraStyles = JSON.stringify({
      globalCss,
      recipes,
      semanticTokens: { ...semanticTokens, colors: keptSemanticColors },
      USED_SLOT_RECIPES,
    });
    // As a style value ("blackAlpha.500", "red.solid/40"), in a token reference, or as a colour palette.
    const inChakra = dropped.filter((name) =>
      new RegExp(`("${name}\\.)|(colors\\.${name}\\.)|("colorPalette":"${name}")`).test(chakraStyles),
    );
    expect(dropped.length).toBeGreaterThan(0);
    expect(inApp).toEqual([]);
    expect(inChakra).toEqual([]);
  });

  it('names no colour mode in a style (_dark, _light): the theme tokens carry both modes', () => {
    // A theme switch checked before any script ran flips the header and what follows it, not <html>
    // (app/theme.ts); there a style for one mode would match beside the other's. The tokens' own
    // definitions in app/theme.ts are the one place modes are named.
    const naming = /\b_(dark|light)\b\s*[=:]/;
    const offending = files.filter((f) => f.path !== 'app/theme.ts' && naming.test(f.text)).map((f) => f.path);
    expect(offending).toEqual([]);
  });
});
