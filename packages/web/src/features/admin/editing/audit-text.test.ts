import { describe, expect, it } from "vitest";
import { actionKey, detailText } from "./audit-text.ts";

const entry = (action: string, detail: Record<string, unknown>) => ({
  id: 1,
  actor: "admin",
  action,
  workId: 1,
  detail,
  createdAt: 0,
});

describe("audit log texts", () => {
  it("names the fields an edit touched and the tags a run renamed", () => {
    const names: Record<string, string> = { title: "标题", tags: "标签" };
    expect(detailText(entry("work.edit", { fields: ["title", "tags"] }), (f) => names[f] ?? f)).toBe(
      "标题、标签",
    );
    expect(
      detailText(entry("tags.uncensor", { renames: [{ from: "合意なし", to: "レイプ" }] }), String),
    ).toBe("合意なし → レイプ");
  });

  it("shows the recorded JSON of actions it has no words for, shortened", () => {
    expect(detailText(entry("cover.upload", { type: "main" }), String)).toBe('{"type":"main"}');
    expect(detailText(entry("x", { long: "y".repeat(300) }), String)).toHaveLength(121);
    expect(detailText(entry("x", {}), String)).toBe("");
    expect(actionKey("work.edit")).toBe("work_edit");
    expect(actionKey("cover.upload")).toBeNull();
    expect(actionKey("toString")).toBeNull();
  });
});
