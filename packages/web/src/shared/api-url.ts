/** Query values of an API address; `undefined` leaves the key out. */
export type Query = Record<string, string | number | boolean | undefined>;

/** `/api` + the template with each `:name` filled (encoded) + the query, in the order its keys were given. */
export function apiUrl(path: string, params: object = {}, query: Query = {}): string {
  const values = params as Record<string, string | number>;
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return `/api${filled}${text ? `?${text}` : ""}`;
}
