import { adminConfigSchema } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { fieldGroups, fromForm, isHidden, toForm, validateForm } from "./fields.ts";

const defaults = adminConfigSchema.parse({});
const numberFields = fieldGroups.flatMap((g) => g.fields).flatMap((f) => (f.kind === "number" ? [f] : []));

describe("fieldGroups", () => {
  it("covers every admin setting except the root folders (which have their own page)", () => {
    const shown = new Set(fieldGroups.flatMap((g) => g.fields.map((f) => f.key)));
    const expected = Object.keys(defaults).filter((key) => key !== "rootFolders");
    expect([...shown].sort()).toEqual(expected.sort());
  });

  it("uses exactly the server's ranges for numbers", () => {
    for (const field of numberFields) {
      const at = (value: number) => adminConfigSchema.safeParse({ [field.key]: value }).success;
      expect([field.key, at(field.min), at(field.max)]).toEqual([field.key, true, true]);
      expect([field.key, at(field.min - 1), at(field.max + 1)]).toEqual([field.key, false, false]);
    }
  });
});

describe("validateForm", () => {
  it("accepts the defaults", () => {
    expect(validateForm(toForm(defaults))).toEqual({});
  });

  it("refuses empty, fractional and out-of-range numbers", () => {
    const form = { ...toForm(defaults), retry: "", pageSize: "2.5", maxParallelism: "65" };
    expect(validateForm(form)).toEqual({
      retry: { key: "number" },
      pageSize: { key: "integer" },
      maxParallelism: { key: "range", values: { min: 1, max: 64 } },
    });
  });

  it("gives the three important-files messages of spec 2 §5", () => {
    const check = (value: string) => validateForm({ ...toForm(defaults), importantWorkTreeOption: value });
    expect(check("count:")).toEqual({ importantWorkTreeOption: { key: "importantIncomplete" } });
    expect(check("size:mp3$")).toEqual({ importantWorkTreeOption: { key: "importantBadMode" } });
    expect(check("time:(mp3").importantWorkTreeOption?.key).toBe("importantBadRegex");
    for (const preset of [
      "off",
      "count:mp3$",
      "count:(mp3|wav)$",
      "time:(mp3|wav)$",
      "time:(mp3|wav|mp4)$",
    ]) {
      expect(check(preset)).toEqual({});
    }
  });

  it("refuses auth off in production, bad URLs and empty custom folders", () => {
    const form = {
      ...toForm(defaults),
      production: true,
      auth: false,
      hvdbBaseUrl: "ftp://x",
      coverUseDefaultPath: false,
      coverFolderDir: " ",
    };
    expect(validateForm(form)).toEqual({
      auth: { key: "authProduction" },
      hvdbBaseUrl: { key: "url" },
      coverFolderDir: { key: "required" },
    });
  });
});

describe("trustedProxies", () => {
  it("accepts addresses and ranges, names the first bad entry, and is shown only behind a proxy", () => {
    const form = { ...toForm(defaults), behindProxy: true };
    expect(validateForm({ ...form, trustedProxies: ["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"] })).toEqual(
      {},
    );
    expect(validateForm({ ...form, trustedProxies: ["127.0.0.1", "10.0.0.0/33", "proxy"] })).toEqual({
      trustedProxies: { key: "proxy", values: { entry: "10.0.0.0/33" } },
    });
    expect(isHidden("trustedProxies", toForm(defaults))).toBe(true);
    expect(isHidden("trustedProxies", form)).toBe(false);
    expect(fromForm({ ...form, trustedProxies: ["10.0.0.1"] }).trustedProxies).toEqual(["10.0.0.1"]);
  });
});

describe("the built-in lyric worker", () => {
  it("shows its options only when it is on, and then needs a model file", () => {
    const off = toForm(defaults);
    const on = { ...off, lyricWorkerBuiltin: true };
    for (const key of [
      "lyricWorkerModel",
      "lyricWorkerLanguage",
      "lyricWorkerThreads",
      "lyricWorkerNice",
    ] as const) {
      expect([key, isHidden(key, off), isHidden(key, on)]).toEqual([key, true, false]);
    }
    expect(validateForm(off)).toEqual({});
    expect(validateForm(on)).toEqual({ lyricWorkerModel: { key: "required" } });
    expect(validateForm({ ...on, lyricWorkerModel: "/models/ggml-base.bin" })).toEqual({});
  });
});

describe("form conversion", () => {
  it("round-trips numbers and never sends production", () => {
    const form = { ...toForm({ ...defaults, production: true }), retry: " 7 " };
    const sent = fromForm(form);
    expect(sent.retry).toBe(7);
    expect(sent.pageSize).toBe(12);
    expect("production" in sent).toBe(false);
    expect(adminConfigSchema.safeParse(sent).success).toBe(true);
  });

  it("hides fields that do not apply", () => {
    const form = toForm(defaults);
    expect(isHidden("coverFolderDir", form)).toBe(true);
    expect(isHidden("coverFolderDir", { ...form, coverUseDefaultPath: false })).toBe(false);
    expect(isHidden("checkBetaUpdate", { ...form, checkUpdate: false })).toBe(true);
  });
});
