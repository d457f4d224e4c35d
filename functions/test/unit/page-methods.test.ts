import { describe, expect, it } from 'vitest';
import { refusePageMethod } from '../../src/render/page-methods';

describe('methods a page address answers', () => {
  it('serves GET and HEAD', () => {
    expect(refusePageMethod('GET')).toBeNull();
    expect(refusePageMethod('HEAD')).toBeNull();
  });

  it('answers 405 with Allow: GET, HEAD to anything else', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND']) {
      const answer = refusePageMethod(method);
      expect(answer?.status, method).toBe(405);
      expect(answer?.headers.Allow).toBe('GET, HEAD');
      expect(answer?.headers['Cache-Control']).toBe('no-store');
    }
  });
});
