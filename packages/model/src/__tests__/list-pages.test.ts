import { describe, expect, it } from 'vitest';
import { cursorFromSearch, listPageOf, listPageQuery } from '../list-pages.js';

/** An address's parameters, as URLSearchParams reads them (this package has no DOM or Node types). */
const search = (query: string) => {
  const params = new Map(query.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  return { get: (name: string) => params.get(name) ?? null };
};
const items = (...ids: number[]) => ids.map((n) => ({ id: `p${n}`, at: n }));
const valueOf = (item: { at: number }) => item.at;

describe('a list page’s position in its address', () => {
  it('reads a time or a number and an id, either way', () => {
    expect(cursorFromSearch(search('after=2026-01-02T03:04:05.000Z_post-1'), 'time')).toEqual({
      direction: 'after',
      value: '2026-01-02T03:04:05.000Z',
      id: 'post-1',
    });
    expect(cursorFromSearch(search('before=3_my_project'), 'number')).toEqual({ direction: 'before', value: 3, id: 'my_project' });
  });
  it.each(['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'])('takes a time at the edge of what Firestore holds: %s', (time) => {
    expect(cursorFromSearch(search(`after=${time}_p1`), 'time')).toEqual({ direction: 'after', value: time, id: 'p1' });
  });
  it.each([
    'after=',
    'after=x_p1',
    'after=2026-13-45_p1',
    'after=3_',
    'after=3___x__',
    'after=_p1',
    'before=NaN_p1',
    'after=3_a%2Fb',
    'after=0000-01-01T00:00:00Z_p1',
    'before=0000-12-31T23:59:59.999Z_p1',
    'after=Infinity_p1',
    'after=1e999_p1',
  ])('takes %s for the first page', (query) => {
    const kind = /=\d{4}-/.test(query) ? 'time' : 'number';
    expect(cursorFromSearch(search(decodeURIComponent(query)), kind)).toBeNull();
  });
});

describe('a list page from what its query returned', () => {
  it('the first page: a page, and the next after its last when there was one more', () => {
    expect(listPageOf(null, items(1, 2, 3), valueOf, { size: 2 })).toEqual({
      items: items(1, 2),
      next: '?after=2_p2',
      prev: null,
      first: true,
      self: '',
    });
    expect(listPageOf(null, items(1, 2), valueOf, { size: 2 })).toEqual({
      items: items(1, 2),
      next: null,
      prev: null,
      first: true,
      self: '',
    });
  });
  it('after a position: the previous page ends before its first', () => {
    const page = listPageOf({ direction: 'after', value: 2, id: 'p2' }, items(3, 4, 5), valueOf, { size: 2 });
    expect(page).toEqual({ items: items(3, 4), next: '?after=4_p4', prev: '?before=3_p3', first: false, self: '?after=2_p2' });
  });
  it('before a position, read backwards: in the list’s order, and the first page when nothing more came', () => {
    expect(listPageOf({ direction: 'before', value: 5, id: 'p5' }, items(4, 3, 2), valueOf, { size: 2 })).toEqual({
      items: items(3, 4),
      next: '?after=4_p4',
      prev: '?before=3_p3',
      first: false,
      self: '?before=5_p5',
    });
    expect(listPageOf({ direction: 'before', value: 3, id: 'p3' }, items(2, 1), valueOf, { size: 2 })).toMatchObject({
      items: items(1, 2),
      prev: null,
      first: true,
    });
  });
  it('keeps a filter in every address of the list, the first page’s own included', () => {
    const page = listPageOf({ direction: 'after', value: 2, id: 'p2' }, items(3, 4, 5), valueOf, { size: 2, filter: 'tech=Go' });
    expect(page).toMatchObject({ next: '?tech=Go&after=4_p4', prev: '?tech=Go&before=3_p3', self: '?tech=Go&after=2_p2' });
    expect(listPageOf(null, items(1), valueOf, { filter: 'tech=Go' }).self).toBe('?tech=Go');
  });
  it('asks for a page and one more, ties broken by id, backwards for before, from a time as a date', () => {
    const base = { orderBy: [{ field: 'created_at', direction: 'desc' as const }] };
    expect(listPageQuery(base, { direction: 'before', value: '2026-01-01T00:00:00.000Z', id: 'x' }, 'time', 12)).toEqual({
      orderBy: [
        { field: 'created_at', direction: 'asc' },
        { field: '__name__', direction: 'asc' },
      ],
      limit: 13,
      startAfter: [new Date('2026-01-01T00:00:00.000Z'), 'x'],
    });
  });
});
