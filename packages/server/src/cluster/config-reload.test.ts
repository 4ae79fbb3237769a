import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigStore } from "../config/store.ts";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

/** Two stores over one config.json, as two instances of a cluster sharing a data folder. */
async function twoStores() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-config-reload-"));
  dirs.push(dir);
  const file = path.join(dir, "config.json");
  const { store: a } = await ConfigStore.open(file);
  await a.save();
  const { store: b } = await ConfigStore.open(file);
  return { a, b, file };
}

describe("ConfigStore.reload and update (cluster instances sharing config.json)", () => {
  it("reads another instance's save, tells listeners it was remote, and says whether anything changed", async () => {
    const { a, b } = await twoStores();
    const heard: [number, string][] = [];
    b.onChange((next, _before, origin) => heard.push([next.pageSize, origin]));
    const local: string[] = [];
    a.onChange((_next, _before, origin) => local.push(origin));
    await a.update({ pageSize: 23 });
    expect(local).toEqual(["local"]);
    expect(b.get().pageSize).not.toBe(23);
    expect(await b.reload()).toBe(true);
    expect(b.get().pageSize).toBe(23);
    expect(heard).toEqual([[23, "remote"]]);
    expect(await b.reload()).toBe(false);
    expect(heard).toHaveLength(1);
  });

  it("saves only what changed against this instance's settings, over the file as another instance left it", async () => {
    const { a, b, file } = await twoStores();
    await a.update({ pageSize: 21 });
    // B has not read A's save; its admin sends the whole config B showed, with one value changed.
    const { config } = await b.update({ ...b.get(), rewindSeekTime: 30 });
    expect(config).toMatchObject({ pageSize: 21, rewindSeekTime: 30 });
    expect(JSON.parse(await fs.readFile(file, "utf8"))).toMatchObject({ pageSize: 21, rewindSeekTime: 30 });
    // A changes pageSize again; B's next full body still carries the pageSize B showed: that is no change.
    await a.update({ pageSize: 22 });
    await b.update({ ...b.get(), forwardSeekTime: 30 });
    expect(b.get()).toMatchObject({ pageSize: 22, rewindSeekTime: 30, forwardSeekTime: 30 });
  });

  it("keeps the current settings when the file is unreadable or refused", async () => {
    const { b, file } = await twoStores();
    const before = b.get();
    await fs.writeFile(file, "{ not json");
    expect(await b.reload()).toBe(false);
    await fs.writeFile(file, JSON.stringify({ pageSize: "many" }));
    expect(await b.reload()).toBe(false);
    expect(b.get()).toBe(before);
  });
});
