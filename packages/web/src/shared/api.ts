/** localStorage key of the JWT; shared with the original kikoeru web client. */
export const tokenStorageKey = "jwt-token";

/** A failed API call; `message` is what the user should see. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.headers.get("content-type")?.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `/api{path}` with the stored token and returns the parsed body, or throws an {@link ApiError}. */
export async function api<T>(
  path: string,
  { method = "GET", body, signal }: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
  const token = localStorage.getItem(tokenStorageKey);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("Content-Type", "application/json");

  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
  const data = await readBody(response);
  if (!response.ok) {
    const statusLine = `${response.status} ${response.statusText}`.trim();
    throw new ApiError(response.status, serverErrorText(data) ?? statusLine);
  }
  return data as T;
}
