import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ScanKind } from "@kikoeru/contract";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "../../../../test/media/transcode-fixtures.ts";
import { ConfigStore } from "../../../config/store.ts";
import { LibraryWatchService } from "./library-watch.ts";
import type { DirWatchFactory } from "./work-watcher.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A root of three work folders (one with a sub-folder) and the settings that watch it. */
async function library() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kikoeru-watch-limit-"));
  dirs.push(dir);
  const root = path.join(dir, "lib");
  for (const work of ["RJ01800001", "RJ01800002", "RJ01800003/CD1"]) {
    fs.mkdirSync(path.join(root, work), { recursive: true });
  }
  const file = path.join(dir, "config.json");
  const settings = { watchRootFolders: true, watchQuietSeconds: 1, watchFallbackSeconds: 1 };
  fs.writeFileSync(file, JSON.stringify({ rootFolders: [{ name: "lib", path: root }], ...settings }));
  return { root, config: (await ConfigStore.open(file)).store };
}

/** The scanner as the watcher sees it: every start is recorded and granted. */
function recordingScanner() {
  const starts: (string[] | undefined)[] = [];
  return {
    starts,
    start: async (_kind: ScanKind, only?: string[]) => {
      starts.push(only);
      return { started: true };
    },
    onEvent: () => () => undefined,
  };
}

describe("when the watch table fills up while work folders are watched", () => {
  it("keeps the watches set up, says so once, and scans the roots periodically", async () => {
    const { root, config } = await library();
    const scanner = recordingScanner();
    const watched: string[] = [];
    // The system grants two folder watches, then answers as a full inotify table does.
    const dirFactory: DirWatchFactory = (dir, listener) => {
      if (watched.length === 2) {
        throw Object.assign(
          new Error(`ENOSPC: System limit for number of file watchers reached, watch '${dir}'`),
          {
            code: "ENOSPC",
          },
        );
      }
      watched.push(dir);
      return fs.watch(dir, { persistent: false }, listener);
    };
    const lines: string[] = [];
    const service = new LibraryWatchService({
      config,
      scanner,
      log: (_level, line) => lines.push(line),
      dirFactory,
    });
    try {
      await service.rearm();
      const state = service.state();
      expect(state.state).toBe("fallback");
      expect(state.watched).toBe(1);
      expect(state.problem?.key).toBe("watch.limit");
      expect(service.problem()?.message).toContain("ENOSPC");
      await until("a periodic scan of the root", () => scanner.starts.some((only) => only?.[0] === root));

      // A folder watched before the table filled up still sends its changes.
      const work = path.dirname(watched[0]!) === root ? watched[0]! : path.dirname(watched[0]!);
      fs.writeFileSync(path.join(watched[0]!, "01.wav"), "new");
      await until("the changed work scanned alone", () =>
        scanner.starts.some((only) => only?.length === 1 && only[0] === work),
      );
      // A work folder added later is still seen by the roots' watcher; the limit is not said twice.
      fs.mkdirSync(path.join(root, "RJ01800004"));
      await until("the new work scanned", () =>
        scanner.starts.some((only) => only?.includes(path.join(root, "RJ01800004"))),
      );
      expect(service.state().logs.filter((l) => l.key === "watch.limit")).toHaveLength(1);
      expect(lines.filter((line) => line.includes("ENOSPC"))).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});

describe("when the library has more folders than the server watches", () => {
  it("keeps the watches set up, says so once, and scans the roots periodically", async () => {
    const { root, config } = await library();
    const scanner = recordingScanner();
    const lines: string[] = [];
    const service = new LibraryWatchService({
      config,
      scanner,
      log: (_level, line) => lines.push(line),
      maxWatchedFolders: 2,
    });
    try {
      await service.rearm();
      const state = service.state();
      expect(state.state).toBe("fallback");
      expect(state.problem).toMatchObject({ key: "watch.tooMany", params: { folders: 2, seconds: 1 } });
      expect(service.problem()?.message).toContain("每 1 秒增量扫描");
      expect(state.logs.find((l) => l.key === "watch.started")?.params?.works).toBe(2);
      await until("a periodic scan of the root", () => scanner.starts.some((only) => only?.[0] === root));

      // A work folder added later is still seen by the roots' watcher; the bound is not said twice.
      fs.mkdirSync(path.join(root, "RJ01800004"));
      await until("the new work scanned", () =>
        scanner.starts.some((only) => only?.includes(path.join(root, "RJ01800004"))),
      );
      expect(service.state().logs.filter((l) => l.key === "watch.tooMany")).toHaveLength(1);
      expect(lines.filter((line) => line.includes("多于服务器能监视"))).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});
