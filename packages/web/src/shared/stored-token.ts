/** localStorage key of the JWT; shared with the original kikoeru web client. */
export const tokenStorageKey = "jwt-token";

/**
 * The stored token, read at each use: the original kikoeru client (or another tab) may have changed it since
 * this page loaded.
 */
export function storedToken(): string {
  return localStorage.getItem(tokenStorageKey) ?? "";
}

/** `Authorization: Bearer …` when signed in, for requests made outside the API client. */
export function authHeaders(): Record<string, string> {
  const token = storedToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Appends the stored token as `?token=` (kikoeru media URLs carry it in the query string). */
export function withToken(url: string): string {
  const token = storedToken();
  if (!token) return url;
  return `${url}${url.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
}
