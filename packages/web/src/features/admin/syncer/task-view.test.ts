import { describe, expect, it } from "vitest";
import { type SyncTaskRow, taskLook, taskProgress } from "./task-view.ts";

const row = (patch: Partial<SyncTaskRow>): SyncTaskRow => ({
  id: 1,
  code: "RJ01234567",
  status: "",
  finished: false,
  error: null,
  stop: false,
  ...patch,
});

describe("sync task rows", () => {
  it("reads running, finished, stopped and failed from kikoeru's flags", () => {
    expect(taskLook(row({}))).toBe("running");
    expect(taskLook(row({ finished: true }))).toBe("finished");
    expect(taskLook(row({ finished: true, stop: true }))).toBe("stopped");
    expect(taskLook(row({ finished: true, error: "boom" }))).toBe("failed");
  });

  it("shows progress by bytes, else by files, else only for a finished kikoeru row", () => {
    expect(taskProgress(row({ bytesDone: 25, bytesTotal: 100, filesDone: 0, filesTotal: 4 }))).toBe(25);
    expect(taskProgress(row({ bytesDone: 0, bytesTotal: 0, filesDone: 1, filesTotal: 4 }))).toBe(25);
    expect(taskProgress(row({}))).toBeNull();
    expect(taskProgress(row({ finished: true }))).toBe(100);
  });
});
