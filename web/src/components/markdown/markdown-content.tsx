/**
 * The one Markdown renderer of the site (blog posts, project details, the admin preview).
 * Markdown never runs code: raw HTML is dropped rather than rendered (no rehype-raw,
 * plus skipHtml), and every link and image URL goes through safeUrl, which empties any URL whose
 * scheme is not http, https, irc, ircs, mailto or xmpp.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { PICTURE_SIZES, safeUrl, type ImageMeta } from '@portfolio/model';
import type { ElementContent } from 'hast';
import { ResponsivePicture } from '@/components/ui/content-image';
import { useCodeCopyButtons } from './copy-code';
import { loadedHighlighter, loadHighlighter } from './load-highlighter';
import { rehypeHeadingAnchors } from './outline';

const isExternal = (href: string | undefined) => !!href && /^https?:\/\//i.test(href);

const components: Components = {
  // External links open in a new tab without handing it our window.
  a: ({ node: _node, href, children, ...rest }) =>
    isExternal(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    ) : (
      <a href={href} {...rest}>
        {children}
      </a>
    ),
  // A fenced block under a bar naming its language, with a button that copies it (copy-code.ts). A
  // long line scrolls the block sideways (on a phone most do): a named region and a tab stop, so the
  // keyboard scrolls it too.
  pre: ({ node, ...rest }) => {
    const language = languageOf(node?.children[0]);
    return (
      <div className="code-block">
        <div className="code-bar">
          <span>{language ?? 'code'}</span>
          {/* Named once, whichever label shows; the copy is announced by the status beside it. */}
          <button type="button" className="copy-code" data-copy-code="" aria-label="Copy code">
            <span className="copy-label" aria-hidden="true">
              Copy
            </span>
            <span className="copied-label" aria-hidden="true">
              Copied
            </span>
          </button>
          <span className="copy-status" role="status" />
        </div>
        <pre role="region" aria-label={language ? `Code, ${language}` : 'Code'} tabIndex={0} {...rest} />
      </div>
    );
  },
  // A wide table scrolls on its own rather than widening the page on a phone, from the keyboard too.
  table: ({ node: _node, ...rest }) => (
    <div className="md-table-wrap" role="region" aria-label="Table" tabIndex={0}>
      <table {...rest} />
    </div>
  ),
};

/**
 * A picture in the text: one the owner uploaded into it, whose sizes the item keeps (`pictures`), is
 * a <picture> with its sizes, width and height (no shift while it loads); any other, a lazy <img>.
 */
function textImage(pictures: readonly ImageMeta[]): NonNullable<Components['img']> {
  return function TextImage({ node: _node, alt, src, ...rest }) {
    const meta = src ? pictures.find((picture) => picture.src === src && picture.variants.length > 0) : undefined;
    const image = (
      <img
        {...rest}
        src={src || undefined}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        {...(meta ? { width: meta.width, height: meta.height } : {})}
      />
    );
    return meta ? (
      <ResponsivePicture meta={meta} sizes={PICTURE_SIZES.post}>
        {image}
      </ResponsivePicture>
    ) : (
      image
    );
  };
}

const NO_PICTURES: readonly ImageMeta[] = [];

const urlTransform = (url: string) => safeUrl(url);

/** The language a fenced block names (```yaml), from its <code>'s class. */
function languageOf(code: ElementContent | undefined): string | undefined {
  if (code?.type !== 'element') return undefined;
  const classes = code.properties.className;
  const name = (Array.isArray(classes) ? classes : []).map(String).find((c) => c.startsWith('language-'));
  return name?.slice('language-'.length);
}

/** A fenced code block: ``` or ~~~ opening a line (up to three spaces in, as CommonMark allows). */
export const hasFencedCode = (markdown: string) => /^ {0,3}(```|~~~)/m.test(markdown);

type HighlightPlugin = typeof import('./highlight').rehypeHighlightCode;

/**
 * The highlighter, for Markdown with a fenced block. Served pages arrive with their code coloured
 *: the server's render and the browser's hydration of a page with code load it first
 * (preloadHighlighter), so both render coloured from the start and agree. Elsewhere (a page the app
 * navigates to, the admin's preview) the code shows plain until the chunk arrives, then coloured.
 */
function useHighlighter(markdown: string): HighlightPlugin | null {
  const wanted = hasFencedCode(markdown);
  const [plugin, setPlugin] = useState<HighlightPlugin | null>(loadedHighlighter);
  useEffect(() => {
    if (!wanted || plugin) return;
    let live = true;
    loadHighlighter().then(
      (module) => live && setPlugin(() => module.rehypeHighlightCode),
      // Without colours the code is still there and readable.
      (error: unknown) => console.error('Code highlighting failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, plugin]);
  return wanted ? plugin : null;
}

const proseCss: ComponentProps<typeof Box>['css'] = {
  lineHeight: '1.75',
  wordBreak: 'break-word',
  '& > * + *': { marginTop: '4' },
  // One step of the type scale apart each, so a reader sees the outline at a glance.
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', lineHeight: '1.25', letterSpacing: '-0.015em', marginTop: '10', textWrap: 'balance' },
  '& h1': { fontSize: '3xl' },
  '& h2': { fontSize: '2xl' },
  '& h3': { fontSize: 'xl' },
  '& h4': { fontSize: 'lg' },
  '& :is(h1, h2, h3, h4) + *': { marginTop: '3' },
  // A heading reached by its anchor is not hidden under the sticky header.
  '& :is(h1, h2, h3, h4)': { scrollMarginTop: '6rem' },
  // Its "#" link shows on hover, beside the heading.
  '& a.heading-anchor': {
    marginInlineStart: '2',
    color: 'fg.subtle',
    textDecoration: 'none',
    fontWeight: 'normal',
    opacity: 0,
    transition: 'opacity 0.15s',
  },
  '& :is(h1, h2, h3, h4):hover a.heading-anchor': { opacity: 1 },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', borderRadius: 'sm' },
  '& ul, & ol': { paddingInlineStart: '6' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '1' },
  '& li > input[type=checkbox]': { marginInlineEnd: '2' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'brand.muted',
    paddingInlineStart: '4',
    color: 'fg.muted',
    fontStyle: 'italic',
  },
  '& code': {
    fontFamily: 'mono',
    fontSize: '0.875em',
    bg: 'code.inlineBg',
    color: 'code.fg',
    paddingInline: '1.5',
    paddingBlock: '0.5',
    borderRadius: 'sm',
  },
  '& pre': {
    bg: 'code.bg',
    color: 'code.fg',
    borderWidth: '1px',
    borderColor: 'code.border',
    padding: '4',
    borderRadius: 'l3',
    overflowX: 'auto',
    fontSize: 'sm',
    lineHeight: '1.7',
    tabSize: 2,
  },
  '& pre code': { bg: 'transparent', padding: '0', fontSize: 'inherit', color: 'inherit' },
  '& .code-block': { borderWidth: '1px', borderColor: 'code.border', borderRadius: 'l3', bg: 'code.bg', overflow: 'hidden' },
  '& .code-block pre': { borderWidth: '0', borderRadius: '0', marginTop: '0' },
  '& .code-bar': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInlineStart: '4',
    paddingInlineEnd: '1.5',
    paddingBlock: '1',
    borderBottomWidth: '1px',
    borderColor: 'code.border',
    fontFamily: 'mono',
    fontSize: 'xs',
    color: 'code.comment',
  },
  '& .copy-code': {
    fontFamily: 'body',
    fontSize: 'xs',
    fontWeight: 'medium',
    color: 'code.fg',
    paddingInline: '2',
    paddingBlock: '1',
    borderRadius: 'sm',
    cursor: 'pointer',
  },
  '& .copy-code:hover': { bg: 'code.inlineBg' },
  '& .copy-code:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing' },
  // Inside the block's rounded frame, which clips what crosses it.
  '& pre:focus-visible, & .md-table-wrap:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  '& .copy-code[data-copied] .copy-label, & .copy-code:not([data-copied]) .copied-label': { display: 'none' },
  '& .copy-status': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  // Prism's token classes (refractor), coloured by the theme's code.* tokens in both themes.
  '& .token.comment, & .token.prolog, & .token.doctype, & .token.cdata': { color: 'code.comment', fontStyle: 'italic' },
  '& .token.punctuation, & .token.operator': { color: 'code.punctuation' },
  '& .token.keyword, & .token.important, & .token.selector, & .token.rule': { color: 'code.keyword' },
  '& .token.string, & .token.char, & .token.attr-value, & .token.regex, & .token.heredoc, & .token.url': { color: 'code.string' },
  '& .token.number, & .token.boolean, & .token.constant, & .token.symbol, & .token.null': { color: 'code.number' },
  '& .token.function, & .token.class-name, & .token.builtin': { color: 'code.function' },
  '& .token.property, & .token.atrule, & .token.attr-name, & .token.key, & .token.tag': { color: 'code.property' },
  '& .token.variable, & .token.type, & .token.interpolation, & .token.parameter': { color: 'code.variable' },
  '& .token.inserted': { color: 'code.property' },
  '& .token.deleted': { color: 'code.keyword' },
  '& .token.bold, & .token.important': { fontWeight: 'bold' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  '& hr': { borderColor: 'border' },
  '& .md-table-wrap': { overflowX: 'auto' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', paddingInline: '3', paddingBlock: '2', textAlign: 'start' },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
};

export interface MarkdownProps {
  children: string;
  /** The sizes of the pictures uploaded into the text (a post's content_images). */
  pictures?: readonly ImageMeta[] | undefined;
}

export function MarkdownContent({ children, pictures = NO_PICTURES }: MarkdownProps) {
  const highlight = useHighlighter(children);
  const withPictures = useMemo(() => ({ ...components, img: textImage(pictures) }), [pictures]);
  const copyButtons = useCodeCopyButtons<HTMLDivElement>();
  return (
    <Box ref={copyButtons} className="markdown-content" css={proseCss}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={highlight ? [rehypeHeadingAnchors, highlight] : [rehypeHeadingAnchors]}
        skipHtml
        urlTransform={urlTransform}
        components={withPictures}
      >
        {children}
      </Markdown>
    </Box>
  );
}

export default MarkdownContent;
