/**
 * Requests the boot script (features/works/boot-script.ts, inlined into index.html) starts while the app's
 * scripts are still downloading, handed to the API client when it asks for the same address with the same
 * token. On a slow network this takes the session check and the first list off the critical path.
 */
interface EarlyRequest {
  token: string;
  response: Promise<Response>;
}

export interface EarlySeed {
  key: string;
  seed: number;
}

interface EarlyStart {
  requests: Record<string, EarlyRequest>;
  /** The random-order seed the first list was asked with, so the list page asks with the same one. */
  seed?: EarlySeed;
}

const GLOBAL = "__kikoeruEarly";

const holder = () => window as unknown as Record<string, EarlyStart | undefined>;
const early = () => holder()[GLOBAL];
const started = () => (holder()[GLOBAL] ??= { requests: {} });

/** Run by the boot script: GETs `url` now, with the stored token, for the API client to take later. */
export function startEarly(url: string, token: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(url, { headers });
  // A failure is the API client's to report, when it takes the request; until then it is not unhandled.
  response.catch(() => undefined);
  started().requests[url] = { token, response };
  return response;
}

/** Run by the boot script: the seed its list request used. */
export function recordEarlySeed(seed: EarlySeed): void {
  started().seed = seed;
}

/** The answer of an early GET of `url` made with `token`, once: a later call fetches anew. */
export function takeEarly(url: string, token: string): Promise<Response> | undefined {
  const requests = early()?.requests;
  const request = requests?.[url];
  if (!requests || !request) return undefined;
  delete requests[url];
  return request.token === token ? request.response : undefined;
}

/** The seed of the boot script's list request, if it made one. */
export function earlySeed(): EarlySeed | undefined {
  return early()?.seed;
}
