import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody } from '../../src/render/compress';

const page = `<!doctype html><html><body>${'<p>A served page, long enough to be worth compressing.</p>'.repeat(200)}</body></html>`;

describe('compressing what the public-pages function answers', () => {
  it('prefers Brotli, falls back to gzip, and honours a refused coding (q=0) and the * wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=1.0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, identity')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('gives a browser the same page in a fraction of the bytes, and tells caches to keep one copy per encoding', () => {
    const br = compressBody(page, 'gzip, deflate, br');
    expect(br.headers).toEqual({ Vary: 'Accept-Encoding', 'Content-Encoding': 'br' });
    expect(br.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page);

    const gzip = compressBody(page, 'gzip');
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(page);
  });

  it('sends the page as it is to a client that accepts no compression, and a tiny answer uncompressed', () => {
    expect(compressBody(page, undefined)).toEqual({ body: page, headers: { Vary: 'Accept-Encoding' } });
    expect(compressBody('Moved', 'br')).toEqual({ body: 'Moved', headers: { Vary: 'Accept-Encoding' } });
  });
});
