/**
 * The one Markdown renderer of the site (blog posts, project details, the admin preview).
 * Markdown never runs code (spec §5): raw HTML is dropped rather than rendered (no rehype-raw,
 * plus skipHtml), and every link and image URL goes through safeUrl, which empties any URL whose
 * scheme is not http, https, irc, ircs, mailto or xmpp.
 */
import { Box } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from '@portfolio/model';

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
  img: ({ node: _node, alt, src, ...rest }) => <img {...rest} src={src || undefined} alt={alt ?? ''} loading="lazy" decoding="async" />,
  // A wide table scrolls on its own rather than widening the page on a phone.
  table: ({ node: _node, ...rest }) => (
    <div className="md-table-wrap">
      <table {...rest} />
    </div>
  ),
};

const urlTransform = (url: string) => safeUrl(url);

const proseCss: ComponentProps<typeof Box>['css'] = {
  lineHeight: '1.75',
  wordBreak: 'break-word',
  '& > * + *': { marginTop: '4' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', lineHeight: '1.3', marginTop: '8' },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
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
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '1', paddingBlock: '0.5', borderRadius: 'sm' },
  '& pre': { bg: 'bg.muted', padding: '4', borderRadius: 'md', overflowX: 'auto', fontSize: 'sm', lineHeight: '1.6' },
  '& pre code': { bg: 'transparent', padding: '0' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
  '& hr': { borderColor: 'border' },
  '& .md-table-wrap': { overflowX: 'auto' },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: 'sm' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', paddingInline: '3', paddingBlock: '2', textAlign: 'start' },
  '& th': { bg: 'bg.muted', fontWeight: 'semibold' },
};

export function MarkdownContent({ children }: { children: string }) {
  return (
    <Box className="markdown-content" css={proseCss}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={urlTransform} components={components}>
        {children}
      </Markdown>
    </Box>
  );
}

export default MarkdownContent;
