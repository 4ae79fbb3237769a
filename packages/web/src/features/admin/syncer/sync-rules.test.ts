import { SYNCER_DEFAULT_META_API, SYNCER_DEFAULT_TRACK_API } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_META_TEMPLATE,
  DEFAULT_TRACK_TEMPLATE,
  normaliseCode,
  normaliseHost,
  type SyncForm,
  validateSyncForm,
} from "./sync-rules.ts";

const valid: SyncForm = {
  rootFolderName: "音声",
  host: "http://127.0.0.1:8888",
  metaApi: DEFAULT_META_TEMPLATE,
  trackApi: DEFAULT_TRACK_TEMPLATE,
  code: "rj01234567",
};

describe("syncer form rules", () => {
  it("accepts a complete form", () => {
    expect(validateSyncForm(valid)).toEqual({});
  });

  it("uses the kikoeru client's default templates, the server's defaults", () => {
    expect([DEFAULT_META_TEMPLATE, DEFAULT_TRACK_TEMPLATE]).toEqual([
      "/api/workInfo/{code_for_the_work}",
      "/api/tracks/{code_for_the_work}",
    ]);
    // The page cannot import the contract's syncer module (it builds zod schemas); the values must agree.
    expect([DEFAULT_META_TEMPLATE, DEFAULT_TRACK_TEMPLATE]).toEqual([
      SYNCER_DEFAULT_META_API,
      SYNCER_DEFAULT_TRACK_API,
    ]);
  });

  it("requires a host that is an http(s) address and drops trailing slashes", () => {
    expect(validateSyncForm({ ...valid, host: "  " }).host).toBe("hostRequired");
    expect(validateSyncForm({ ...valid, host: "ftp://example.com" }).host).toBe("hostInvalid");
    expect(validateSyncForm({ ...valid, host: "example.com" }).host).toBe("hostInvalid");
    expect(validateSyncForm({ ...valid, host: "https://example.com/" }).host).toBeUndefined();
    expect(normaliseHost(" https://example.com// ")).toBe("https://example.com");
  });

  it("takes two letters plus 6 or 8 digits as the code, upper-cased", () => {
    for (const code of ["RJ123456", "vj12345678", "bj123456"]) {
      expect(validateSyncForm({ ...valid, code }).code).toBeUndefined();
    }
    for (const code of ["RJ1234567", "R123456", "RJ12345", "123456", "RJ123456789", ""]) {
      expect(validateSyncForm({ ...valid, code }).code).toBe("codeInvalid");
    }
    expect(normaliseCode(" rj01234567 ")).toBe("RJ01234567");
  });

  it("requires a storage folder and both templates", () => {
    expect(validateSyncForm({ ...valid, rootFolderName: "", metaApi: " ", trackApi: "" })).toEqual({
      rootFolderName: "folderRequired",
      metaApi: "templateRequired",
      trackApi: "templateRequired",
    });
  });
});
