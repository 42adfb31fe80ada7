/** Columns every record carries that say nothing about what a person changed. */
const META = new Set(['id', 'version', 'created_at', 'updated_at', 'search']);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields one audited write changed, in the record's own field order, for a readable history:
 * a create lists every field as added (before undefined), a delete every field as removed.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !META.has(field),
  );
  return fields
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}
