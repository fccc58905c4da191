// What the spec's API (section 7) sends differently from the web app's callables, read once.

/**
 * A reference as the spec's bodies send it: `'id'`, `{ _id: 'id' }` or `{ id: 'id' }` → `'id'`;
 * anything else is passed on for the schema to refuse.
 */
export const idOf = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return record['_id'] ?? record['id'] ?? value;
};
