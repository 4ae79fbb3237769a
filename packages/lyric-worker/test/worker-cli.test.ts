import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "./fixtures.ts";
import { KikoeruServer } from "./kikoeru-server.ts";
import { WorkerProcess } from "./worker-process.ts";

/** W5: without a usable model the worker refuses to start, says where to get one, and connects nowhere. */
let server: KikoeruServer;
let state: Awaited<ReturnType<typeof tempDir>>;

beforeEach(async () => {
  server = await new KikoeruServer().start();
  state = await tempDir();
});

afterEach(async () => {
  await server.stop();
  await state.remove();
});

async function refusal(args: string[]): Promise<string> {
  const worker = new WorkerProcess("src/main.ts", ["--server", server.url, "--state", state.dir, ...args], {
    HTTPS_PROXY: "http://127.0.0.1:9",
    HTTP_PROXY: "http://127.0.0.1:9",
  });
  expect(await worker.exited).toBe(2);
  expect(server.requests).toEqual([]);
  return worker.output.trim();
}

describe("starting the worker without a usable model", () => {
  it("exits 2 with one sentence naming whisper.cpp's ggml models and --model", async () => {
    const message = await refusal([]);
    expect(message.split("\n")).toHaveLength(1);
    expect(message).toContain("whisper.cpp");
    expect(message).toContain("ggml-base.bin");
    expect(message).toContain("--model");
  });

  it("exits 2 naming a model file that does not exist", async () => {
    const missing = path.join(state.dir, "ggml-base.bin");
    expect(await refusal(["--model", missing])).toContain(`找不到模型文件 ${missing}`);
  });

  it("exits 2 for a file that is not a ggml model", async () => {
    const notModel = path.join(state.dir, "model.bin");
    await writeFile(notModel, "PK\u0003\u0004 not a model");
    expect(await refusal(["--model", notModel])).toContain("不是 whisper.cpp 的 ggml 模型");
  });

  it("exits 2 with the usage for an unknown option, language or nice value", async () => {
    expect(await refusal(["--model", "x.bin", "--colour", "red"])).toContain("用法");
    expect(await refusal(["--language", "fr"])).toContain("--language");
    expect(await refusal(["--model", "x.bin", "--nice", "25"])).toContain("--nice 必须是 0 到 19 之间的整数");
  });
});
