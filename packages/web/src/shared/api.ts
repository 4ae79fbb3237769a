import type { ApiMethod, ApiPath, ApiPathParams, ApiRoute } from "@kikoeru/contract";
import i18n from "i18next";
import { apiUrl, type Query } from "./api-url.ts";
import { takeEarly } from "./early-requests.ts";
import { authHeaders, storedToken } from "./session.ts";

/** Addresses are built in api-url.ts, which the boot script takes without the rest of the client. */
export { apiUrl };

/** A failed API call; `message` is what the user should see, `code` the server's stable code when it sends one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The status of an {@link ApiError} for a request that got no answer (server down, network gone). */
export const NO_ANSWER = 0;

/** Whether the call failed for want of an answer, or the server or a proxy in front of it was unavailable. */
export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === NO_ANSWER || error.status >= 500);
}

/** The sentence for an answer whose body says nothing (a proxy's HTML page, an empty 404). */
function statusText(status: number): string {
  return status === 502 || status === 503 || status === 504
    ? i18n.t("network.unavailable", { status })
    : i18n.t("network.status", { status });
}

function serverErrorText(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  if ("error" in body && typeof body.error === "string" && body.error) return body.error;
  if ("errors" in body && Array.isArray(body.errors)) {
    const first: unknown = body.errors[0];
    if (typeof first === "object" && first !== null && "msg" in first && typeof first.msg === "string") {
      return first.msg;
    }
  }
  return undefined;
}

function serverErrorCode(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("code" in body)) return undefined;
  return typeof body.code === "string" ? body.code : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a call to `path` takes: its `:params`, and its query and body when the route has them. */
type RequestOptions<M extends ApiMethod, P extends ApiPath<M>> = {
  signal?: AbortSignal;
  /** Lets a save started as the page closes still arrive. */
  keepalive?: boolean;
} & (keyof ApiPathParams<P> extends never ? { params?: never } : { params: ApiPathParams<P> }) &
  ([ApiRoute<M, P>["query"]] extends [never] ? { query?: never } : { query?: ApiRoute<M, P>["query"] }) &
  ([ApiRoute<M, P>["body"]] extends [never] ? { body?: never } : { body: ApiRoute<M, P>["body"] });

/** Options may be left out when the route needs neither params nor a body. */
type Args<M extends ApiMethod, P extends ApiPath<M>> =
  Record<never, never> extends RequestOptions<M, P>
    ? [options?: RequestOptions<M, P>]
    : [options: RequestOptions<M, P>];

async function request(method: ApiMethod, path: string, options: Record<string, unknown> = {}) {
  const { params, query, body, signal, keepalive } = options as {
    params?: object;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  const headers = new Headers({ Accept: "application/json", ...authHeaders() });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const url = apiUrl(path, params, query);
  // A GET the boot script already started for this address and token is taken instead of sent again.
  const early = method === "GET" ? takeEarly(url, storedToken()) : undefined;

  let response: Response;
  let data: unknown;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        signal: signal ?? null,
        ...(keepalive ? { keepalive } : {}),
      }));
    data = await readBody(response);
  } catch (error) {
    // The browser's own text ("Failed to fetch", "NetworkError…") is English whatever the interface language.
    if (signal?.aborted) throw error;
    throw new ApiError(NO_ANSWER, i18n.t("network.offline"));
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      serverErrorText(data) ?? statusText(response.status),
      serverErrorCode(data),
    );
  }
  return data;
}

function method<M extends ApiMethod>(name: M) {
  return <P extends ApiPath<M>>(path: P, ...[options]: Args<M, P>): Promise<ApiRoute<M, P>["response"]> =>
    request(name, path, options) as Promise<ApiRoute<M, P>["response"]>;
}

/**
 * Calls `/api{path}` with the session's token and returns the parsed body, or throws an {@link ApiError}. The
 * path is a template of the contract's route map, which fixes the params, query, body and answer it takes.
 */
export const api = {
  get: method("GET"),
  post: method("POST"),
  put: method("PUT"),
  delete: method("DELETE"),
};
