/**
 * A content type's list, drawn from its declaration's `admin` block (packages/model): a row's title,
 * subtitle, picture and badges, the list's search, status filter and groups. A screen gives only what
 * no field holds (a post's status, a resume entry's dates, a skill's icon) and the colours of its badges.
 */
import { FALLBACK_IMAGES, type AdminDeclaration, type AnyField, type ContentType } from '@portfolio/model';
import type { ListBadge, ListSpec } from './collection-types';

/** What a screen says of its list beyond the declaration. */
export type ListOverrides<Item> = Partial<ListSpec<Item>> & {
  /** A badge's colour by the value it shows (a project's status); the rest are gray, a set flag accent. */
  badgeColors?: Readonly<Record<string, string>>;
};

type Row = Record<string, unknown>;
const valueOf = (item: unknown, key: string): unknown => (item as Row)[key];
/** A field's value as a row shows it: text as it is, a list's texts joined (technologies); nothing else. */
function textOf(item: unknown, key: string): string {
  const value = valueOf(item, key);
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').join(' ') : '';
}

/** A choice's label for a value (its own when the declaration gives none). */
const optionLabel = (field: AnyField, value: string): string => field.optionLabels?.[value] ?? value;

/** The badge a field gives a row: a choice its value, a set flag its label, a text its value; none when empty. */
function badgeOf(field: AnyField, value: unknown, colors: Readonly<Record<string, string>>): ListBadge[] {
  if (field.kind === 'flag') return value === true ? [{ label: field.label, color: 'accent' }] : [];
  if (typeof value !== 'string' || value === '') return [];
  const label = field.kind === 'choice' ? optionLabel(field, value) : value;
  return [{ label, color: colors[value] ?? 'gray' }];
}

/** The parts of a list the `admin` block declares, each only when it is declared. */
function declaredParts<Item>(
  type: ContentType,
  admin: AdminDeclaration,
  colors: Readonly<Record<string, string>>,
): Partial<ListSpec<Item>> {
  const field = (key: string) => type.fields[key]!;
  const parts: Partial<ListSpec<Item>> = {};
  if (admin.subtitle) parts.subtitle = (item) => textOf(item, admin.subtitle!);
  if (admin.thumbnail) {
    // An item without a picture shows the one the public site shows for it (a project's, a post's).
    const fallback = (FALLBACK_IMAGES as Readonly<Record<string, string>>)[type.name] ?? '';
    parts.thumbnail = (item) => textOf(item, admin.thumbnail!) || fallback;
  }
  const badges = admin.badges;
  if (badges) parts.badges = (item) => badges.flatMap((key) => badgeOf(field(key), valueOf(item, key), colors));
  const search = admin.search;
  if (search) parts.search = (item) => search.map((key) => textOf(item, key)).join(' ');
  if (admin.filter) {
    const by = field(admin.filter);
    const key = admin.filter;
    const options = (by.options ?? []).map((value) => ({ value, label: optionLabel(by, value) }));
    parts.filter = { label: by.label, options, of: (item) => textOf(item, key) };
  }
  const groups = admin.groups;
  if (groups) {
    // In the order of the choice's options: the groups' order is the declaration's.
    const values = field(groups.by).options ?? Object.keys(groups.titles);
    parts.groups = values.map((value) => ({
      title: groups.titles[value] ?? value,
      filter: (item: Item) => valueOf(item, groups.by) === value,
    }));
  }
  return parts;
}

/** The list of a content type with an `admin` block, and the screen's own parts over it. */
export function listOf<Item>(type: ContentType, { badgeColors = {}, ...own }: ListOverrides<Item> = {}): ListSpec<Item> {
  const admin = type.admin;
  if (!admin) throw new Error(`The ${type.name} declaration has no admin block: it has no list to show`);
  return { title: (item) => textOf(item, admin.useAsTitle), ...declaredParts<Item>(type, admin, badgeColors), ...own };
}
