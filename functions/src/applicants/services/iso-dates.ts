import type { IsoDates } from '@careers/domain';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A stored value with every Date (nested ones included) as its ISO string. Callables answer JSON
 * through the callable protocol, which has no dates (a Date would arrive as `{}`); routes answer
 * the same shape.
 */
export const toIsoDates = <T>(value: T): IsoDates<T> => {
  if (value instanceof Date) return value.toISOString() as IsoDates<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => toIsoDates(item)) as IsoDates<T>;
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, toIsoDates(inner)]),
    ) as IsoDates<T>;
  }
  return value as IsoDates<T>;
};
