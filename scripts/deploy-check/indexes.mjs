/**
 * Which index production needs for a query, and whether firestore.indexes.json has it. The emulator
 * answers every query; Firestore in production refuses one it has no index for ("The query requires
 * an index"). Firestore's rules, as its documentation states them:
 *
 * - Every field has single-field indexes (ascending, descending, array-contains) at collection scope,
 *   unless `fieldOverrides` turns them off; at collection-group scope only where `fieldOverrides` turns
 *   them on.
 * - A query with equality filters only (==, in, array-contains, null/NaN checks) and no order but the
 *   document id is served by merging single-field indexes.
 * - A query on one field (filters and orders on that field, the document id after it) is served by that
 *   field's single-field index.
 * - Anything else needs a composite index: the equality fields first (in any order; array-contains as
 *   CONTAINS), then the query's orders in their order and directions, where an inequality filter on a
 *   field not ordered explicitly adds an ascending order on it (Firestore orders implicitly so). A
 *   trailing document-id order is implied by every index.
 */

const EQUALITY = new Set(['EQUAL', 'IN', 'ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY', 'IS_NULL', 'IS_NAN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const DOCUMENT_ID = '__name__';

/**
 * What a query needs: { kind: 'single-field', fields, contains, scope } (the automatic indexes of those
 * fields, merged where there are several; `contains`: those filtered with array-contains) or { kind: 'composite', equality, order, scope }.
 */
export function indexNeeded(shape) {
  const scope = shape.group ? 'COLLECTION_GROUP' : 'COLLECTION';
  const equality = shape.filters.filter((f) => EQUALITY.has(f.op) && f.field !== DOCUMENT_ID);
  const inequality = shape.filters.filter((f) => !EQUALITY.has(f.op) && f.field !== DOCUMENT_ID);
  const equalFields = new Set(equality.map((f) => f.field));
  // Orders on a field fixed by an equality filter change nothing; the document id's is always implied.
  const order = shape.orderBy.filter((o) => o.field !== DOCUMENT_ID && !equalFields.has(o.field));
  // An inequality on a field not ordered explicitly orders by it, ascending, after the explicit orders
  // (fields in lexicographic order).
  const implicit = [...new Set(inequality.map((f) => f.field))].filter((field) => !order.some((o) => o.field === field)).sort();
  order.push(...implicit.map((field) => ({ field, direction: 'ASCENDING' })));
  const fields = [...new Set([...equalFields, ...order.map((o) => o.field)])];
  const contains = new Set(equality.filter((f) => CONTAINS.has(f.op)).map((f) => f.field));
  // Equality filters alone merge single-field indexes; one field alone, filtered and ordered, uses its own.
  if (order.length === 0 || fields.length === 1) return { kind: 'single-field', fields, contains, scope };
  const equalityModes = new Map(equality.map((f) => [f.field, CONTAINS.has(f.op) ? 'CONTAINS' : 'ORDER']));
  return { kind: 'composite', equality: equalityModes, order, scope, collection: shape.collection };
}

/** Whether an index of firestore.indexes.json serves a composite need. */
function compositeServes(index, need) {
  if (index.collectionGroup !== need.collection || (index.queryScope ?? 'COLLECTION') !== need.scope) return false;
  const fields = index.fields.filter((f, i) => !(f.fieldPath === DOCUMENT_ID && i === index.fields.length - 1));
  if (fields.length !== need.equality.size + need.order.length) return false;
  const prefix = fields.slice(0, need.equality.size);
  const prefixOk = prefix.every((f) => {
    const mode = need.equality.get(f.fieldPath);
    return mode === 'CONTAINS' ? f.arrayConfig === 'CONTAINS' : mode === 'ORDER' && Boolean(f.order);
  });
  const rest = fields.slice(need.equality.size);
  const orderOk = rest.every((f, i) => f.fieldPath === need.order[i].field && f.order === need.order[i].direction);
  const last = index.fields.at(-1);
  const nameOk = last?.fieldPath !== DOCUMENT_ID || last.order === need.order.at(-1).direction;
  return prefixOk && orderOk && nameOk;
}

/** Whether single-field indexes on `field` exist at `scope`, per the file's fieldOverrides. */
function singleFieldIndexed(config, collection, field, scope, contains) {
  const override = (config.fieldOverrides ?? []).find((o) => o.collectionGroup === collection && o.fieldPath === field);
  if (!override) return scope === 'COLLECTION';
  return override.indexes.some(
    (i) => (i.queryScope ?? 'COLLECTION') === scope && (contains ? i.arrayConfig === 'CONTAINS' : Boolean(i.order)),
  );
}

/** The index definition to add for a need, as firestore.indexes.json writes it. */
export function indexToAdd(collection, need) {
  if (need.kind === 'composite') {
    return {
      collectionGroup: collection,
      queryScope: need.scope,
      fields: [
        ...[...need.equality].map(([fieldPath, mode]) =>
          mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: 'ASCENDING' },
        ),
        ...need.order.map((o) => ({ fieldPath: o.field, order: o.direction })),
      ],
    };
  }
  return { fieldOverride: { collectionGroup: collection, fieldPath: need.field ?? DOCUMENT_ID, scope: need.scope } };
}

/** Null when `config` (firestore.indexes.json) serves the query; otherwise what is missing. */
export function missingIndex(config, shape) {
  const need = indexNeeded(shape);
  if (need.kind === 'composite') {
    return config.indexes.some((index) => compositeServes(index, need)) ? null : indexToAdd(shape.collection, need);
  }
  // With no field at all (a whole collection, or document ids only), the automatic document-id index serves.
  const unindexed = need.fields.find((field) => !singleFieldIndexed(config, shape.collection, field, need.scope, need.contains.has(field)));
  return unindexed === undefined ? null : indexToAdd(shape.collection, { ...need, field: unindexed });
}

/** A query's shape in one line, for messages: `blog_posts where published EQUAL order by created_at DESCENDING`. */
export function describeQuery(shape) {
  const where = shape.filters.map((f) => `${f.field} ${f.op}`).join(', ');
  const order = shape.orderBy.map((o) => `${o.field} ${o.direction}`).join(', ');
  return `${shape.group ? 'group ' : ''}${shape.collection}${where ? ` where ${where}` : ''}${order ? ` order by ${order}` : ''}`;
}
