/**
 * A skill's brand icon from the Simple Icons set, served from our own origin (/skill-icons/{slug}.svg,
 * copied there by a Vite plugin), never from a third-party CDN. It is drawn as a CSS mask filled
 * with currentColor, so one monochrome file reads well in both themes. An empty or unusable
 * icon_ref, or a file that fails to load, shows the generic code icon instead.
 *
 * The server's HTML draws an empty square of the icon's size: a mask's file is fetched as soon as its
 * style is computed (even far below the screen, even under content-visibility), and home's twelve
 * icons fetched before the first paint cost its largest paint about 0.3 s in Lighthouse's phone
 * model (docs/performance.md). The app draws them once it runs, which on a served page is the
 * visitor's first interaction: before they could scroll the strip into view.
 */
import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useState } from 'react';
import { LuCodeXml } from 'react-icons/lu';

/** Simple Icons slugs are lower-case letters, digits and underscores; anything else cannot match a file. */
const SLUG = /^[a-z0-9_-]+$/;

export function skillIconUrl(iconRef: string): string | null {
  const slug = iconRef.trim().toLowerCase();
  return SLUG.test(slug) ? `/skill-icons/${slug}.svg` : null;
}

/** `color` is a colour token the icon is drawn in (its mask and the fallback fill with currentColor). */
export function SkillIcon({ iconRef, size = 40, color }: { iconRef: string; size?: number; color?: string }) {
  const url = skillIconUrl(iconRef);
  // Remember which URL failed, so a changed icon_ref gets a fresh chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Mask and load-error probe arrive once the app runs (see above): never in the server's HTML. In a
  // transition: set plainly, every icon of the strip re-rendered in one blocking task after hydration.
  const [running, setRunning] = useState(false);
  useEffect(() => startTransition(() => setRunning(true)), []);

  if (!url || failedUrl === url) {
    return (
      <Box as="span" display="inline-flex" color={color} data-testid="skill-icon-fallback" aria-hidden>
        <LuCodeXml size={size} />
      </Box>
    );
  }
  const mask = `url("${url}") center / contain no-repeat`;
  return (
    // Busy until the icon is drawn: what waits for the page (a screenshot) waits for it too.
    <Box
      as="span"
      display="inline-block"
      color={color}
      position="relative"
      width={`${size}px`}
      height={`${size}px`}
      flexShrink={0}
      aria-hidden
      aria-busy={!running || undefined}
    >
      {running && (
        <>
          <Box
            as="span"
            display="block"
            width="100%"
            height="100%"
            bg="currentColor"
            style={{ mask, WebkitMask: mask }}
            data-testid="skill-icon"
          />
          {/* A CSS mask reports no load error; this hidden copy of the same (cached) file does. */}
          <img src={url} alt="" hidden onError={() => setFailedUrl(url)} />
        </>
      )}
    </Box>
  );
}
