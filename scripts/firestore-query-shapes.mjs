/**
 * A Firestore query's shape, read from what a client sent: the collection (or collection group) it
 * runs on, its filters (field and operator) and its orders (field and direction). Values, limits and
 * cursors play no part in which index a query needs, so they are left out.
 *
 * Shape: { collection, group, filters: [{ field, op }], orderBy: [{ field, direction }] }, op in
 * Firestore's own names (EQUAL, LESS_THAN, ARRAY_CONTAINS, IS_NULL...). An OR query gives one shape
 * per branch, as Firestore serves each branch from an index of its own.
 */

/** The shapes of the structured queries in a REST body (`:runQuery`, `:runAggregationQuery`). */
export function queryShapesFromJson(body) {
  const structured = body.structuredQuery ?? body.structuredAggregationQuery?.structuredQuery;
  return structured ? shapesOf(structured) : [];
}

/** The shapes of the queries a WebChannel request adds as listen targets (form fields `reqN___data__`). */
export function queryShapesFromWebChannel(formBody) {
  const shapes = [];
  for (const [key, value] of new URLSearchParams(formBody)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    const structured = JSON.parse(value).addTarget?.query?.structuredQuery;
    if (structured) shapes.push(...shapesOf(structured));
  }
  return shapes;
}

/** The shapes in one gRPC message of the given protobuf type (RunQuery, RunAggregationQuery, Listen). */
export function queryShapesFromGrpc(type, bytes) {
  const message = type.toObject(type.decode(bytes), { enums: String, defaults: false });
  const structured =
    message.structuredQuery ?? message.structuredAggregationQuery?.structuredQuery ?? message.addTarget?.query?.structuredQuery;
  return structured ? shapesOf(structured) : [];
}

function shapesOf(structured) {
  const from = structured.from?.[0];
  if (!from) return [];
  const orderBy = (structured.orderBy ?? []).map((order) => ({
    field: order.field.fieldPath,
    direction: order.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING',
  }));
  return branchesOf(structured.where).map((filters) => ({
    collection: from.collectionId,
    group: from.allDescendants === true,
    filters,
    orderBy,
  }));
}

/** A filter as the conjunctions Firestore runs: AND joins branches, OR adds one branch per operand. */
function branchesOf(filter) {
  if (!filter) return [[]];
  if (filter.fieldFilter) return [[{ field: filter.fieldFilter.field.fieldPath, op: filter.fieldFilter.op }]];
  if (filter.unaryFilter) return [[{ field: filter.unaryFilter.field.fieldPath, op: filter.unaryFilter.op }]];
  const operands = filter.compositeFilter?.filters ?? [];
  if (filter.compositeFilter?.op === 'OR') return operands.flatMap(branchesOf);
  return operands.reduce((branches, operand) => branches.flatMap((left) => branchesOf(operand).map((right) => [...left, ...right])), [[]]);
}
