/**
 * The page of a list for a `?page=` value: a whole number from 1 up to `max` (the last page the API
 * serves), else the first.
 */
export function pageParam(value: string | string[] | undefined, max = 999_999): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= max ? Number(text) : 1;
}
