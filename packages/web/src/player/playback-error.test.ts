import { describe, expect, test } from "vitest";
import { diagnosePlayback } from "./playback-error.ts";

const answer = (status: number) =>
  (async () => new Response(status === 206 ? "x" : null, { status })) as typeof fetch;
const unreachable = (async () => {
  throw new TypeError("Failed to fetch");
}) as typeof fetch;

describe("diagnosePlayback", () => {
  test("a decode error is the file's, without asking the server", async () => {
    expect(await diagnosePlayback("/a", 3, unreachable)).toEqual({ kind: "decode" });
  });

  test("no answer means the server cannot be reached", async () => {
    expect(await diagnosePlayback("/a", 4, unreachable)).toEqual({ kind: "offline" });
  });

  test("the server's status names a missing, forbidden or expired access, or its own failure", async () => {
    expect(await diagnosePlayback("/a", 4, answer(404))).toEqual({ kind: "notFound" });
    expect(await diagnosePlayback("/a", 4, answer(403))).toEqual({ kind: "forbidden" });
    expect(await diagnosePlayback("/a", 4, answer(401))).toEqual({ kind: "unauthorized" });
    expect(await diagnosePlayback("/a", 2, answer(503))).toEqual({ kind: "server", status: 503 });
  });

  test("a file the server serves is a format the browser cannot read, or a dropped connection", async () => {
    expect(await diagnosePlayback("/a", 4, answer(206))).toEqual({ kind: "unsupported" });
    expect(await diagnosePlayback("/a", 2, answer(206))).toEqual({ kind: "network" });
  });
});
