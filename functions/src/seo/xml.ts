/** XML 1.0 allows tab, line feed, carriage return and everything from U+0020 except U+FFFE/U+FFFF. */
const allowedInXml = (code: number) => code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** Text and attribute escaping for XML documents (sitemap, feed); drops characters XML forbids. */
export const escapeXml = (text: string): string =>
  Array.from(text)
    .filter((char) => allowedInXml(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
