import { afterEach, describe, expect, test, vi } from "vitest";
import { ApiError, api, isTransient, NO_ANSWER } from "./api.ts";

afterEach(() => vi.unstubAllGlobals());

async function failure(): Promise<ApiError> {
  try {
    await api.get("/version");
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("the call succeeded");
}

describe("api errors", () => {
  test("no answer is a translated sentence, never the browser's English", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failure();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(NO_ANSWER);
    expect(error.message).toBe("无法连接服务器，请检查网络或服务器是否正在运行。");
    expect(isTransient(error)).toBe(true);
  });

  test("a proxy's page without a server sentence says the server is unavailable", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad Gateway</html>", { status: 502 }));
    const error = await failure();
    expect(error.message).toBe("服务器暂时无法响应（HTTP 502），请稍后重试。");
    expect(isTransient(error)).toBe(true);
  });

  test("the server's own sentence is kept", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response(JSON.stringify({ error: "作品不存在" }), {
          status: 404,
          headers: { "content-type": "application/json" },
        }),
    );
    const error = await failure();
    expect(error.message).toBe("作品不存在");
    expect(isTransient(error)).toBe(false);
  });

  test("an abort stays an abort", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal("fetch", async () => {
      throw new DOMException("aborted", "AbortError");
    });
    await expect(api.get("/version", { signal: controller.signal })).rejects.toThrow("aborted");
  });
});
