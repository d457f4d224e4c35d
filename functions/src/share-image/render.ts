import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { MAX_CHIPS, SHARE_IMAGE_SIZE, type ShareCard } from './card.js';
import { emojiSvg, fontsFor, type LoadedFont } from './fonts.js';

/** Every word a card shows, for choosing its fonts. */
const cardText = (card: ShareCard) =>
  [card.eyebrow, card.title, card.subtitle, ...card.chips.slice(0, MAX_CHIPS), card.siteName, card.host].join(' ');

/** A node of satori's element tree (what JSX would build), without a JSX runtime in the functions. */
type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | Node[] | string } };
const box = (style: Record<string, unknown>, children?: Node | Node[] | string): Node => ({ type: 'div', props: { style, children } });

/** Long titles step down so they still fit in three lines. */
const TITLE_SIZES = [
  { upTo: 40, size: 72 },
  { upTo: 75, size: 60 },
] as const;
const titleSize = (title: string) => TITLE_SIZES.find(({ upTo }) => title.length <= upTo)?.size ?? 50;

/** The dark slate of the site's dark theme, its text colours, and the brand colour as the accent. */
function tree(card: ShareCard): Node {
  const chips = card.chips
    .slice(0, MAX_CHIPS)
    .map((chip) =>
      box(
        { display: 'flex', padding: '8px 18px', borderRadius: 999, border: `2px solid ${card.brand}`, color: '#e2e8f0', fontSize: 26 },
        chip,
      ),
    );
  const { width, height } = SHARE_IMAGE_SIZE;
  const margin = { x: 72, y: 64 };
  // Sizes are explicit: padding would be added to a 100% box here, pushing the footer off the image.
  return box(
    {
      width,
      height,
      display: 'flex',
      backgroundColor: '#0f172a',
      backgroundImage: `radial-gradient(circle at 88% 12%, ${card.brand}55 0%, #0f172a 55%)`,
      // The first font is Inter's Latin; a character it lacks is drawn by the next font that has it.
      fontFamily: FAMILY,
      color: '#f8fafc',
    },
    box(
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: width - 2 * margin.x,
        height: height - 2 * margin.y,
        margin: `${margin.y}px ${margin.x}px`,
      },
      [
        box({ display: 'flex', flexDirection: 'column', gap: 20 }, [
          box(
            { display: 'flex', fontSize: 28, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', color: card.brand },
            card.eyebrow,
          ),
          // Block boxes, so that a title longer than three lines (two for the subtitle) ends in an ellipsis.
          box({ display: 'block', fontSize: titleSize(card.title), fontWeight: 700, lineHeight: 1.12, lineClamp: 3 }, card.title),
          ...(card.subtitle ? [box({ display: 'block', fontSize: 30, color: '#cbd5e1', lineClamp: 2 }, card.subtitle)] : []),
        ]),
        box({ display: 'flex', flexDirection: 'column', gap: 32 }, [
          ...(chips.length ? [box({ display: 'flex', flexWrap: 'wrap', gap: 12 }, chips)] : []),
          box({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: '#94a3b8' }, [
            box({ display: 'flex', fontWeight: 700, color: '#f8fafc' }, card.siteName),
            box({ display: 'flex' }, card.host),
          ]),
        ]),
      ],
    ),
  );
}

const FAMILY = '@fontsource/inter latin';

/** Satori's options for text drawn with `fonts`: an emoji becomes its Twemoji picture. */
const drawing = (fonts: LoadedFont[]) => ({
  fonts,
  loadAdditionalAsset: async (code: string, segment: string) => (code === 'emoji' ? (emojiSvg(segment) ?? []) : []),
});

/** The 1200 × 630 PNG that link previews (Open Graph, X, LinkedIn, Slack...) show for a page. */
export async function renderShareImage(card: ShareCard): Promise<Buffer> {
  const svg = await satori(tree(card) as Parameters<typeof satori>[0], { ...SHARE_IMAGE_SIZE, ...drawing(fontsFor(cardText(card))) });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } }).render().asPng();
}

/**
 * `text` alone, black on white, as a share image draws it (`fonts`: those it would choose, unless
 * given): for comparing a script's rendering with its own font's.
 */
export async function renderTextSample(text: string, fonts: LoadedFont[] = fontsFor(text)): Promise<Buffer> {
  const size = { width: 600, height: 120 };
  const node = box(
    {
      ...size,
      display: 'flex',
      alignItems: 'center',
      padding: 16,
      backgroundColor: '#fff',
      color: '#000',
      fontSize: 48,
      fontFamily: fonts[0]?.name ?? FAMILY,
    },
    text,
  );
  const svg = await satori(node as Parameters<typeof satori>[0], { ...size, ...drawing(fonts) });
  return new Resvg(svg).render().asPng();
}
