import type { NameRepairPlan } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import {
  encodingName,
  hasRawBytes,
  nextStep,
  planState,
  type RepairStep,
  renameRows,
} from "./repair-plan.ts";

const rename = {
  from: "\uFFFD\uFFFD/\uFFFD\uFFFD.wav",
  to: "\uFFFD\uFFFD/おまけ.wav",
  encoding: "shift_jis",
};
const plan = (over: Partial<NameRepairPlan> = {}): NameRepairPlan => ({
  plan: [rename, { from: "栭偵嬱偗傞.wav", to: "夜に駆ける.wav", encoding: "shift_jis" }],
  conflicts: [],
  undo: null,
  ...over,
});

describe("the fix-names dialog", () => {
  it("offers to apply a plan, blocks it while names collide and says when nothing needs fixing", () => {
    expect(planState(plan())).toBe("ready");
    expect(planState(plan({ conflicts: [{ to: "a.wav", from: ["x.wav", "y.wav"] }] }))).toBe("conflicts");
    expect(planState(plan({ plan: [] }))).toBe("empty");
    expect(planState(plan({ plan: [], undo: { at: 1, count: 2 } }))).toBe("empty");
  });

  it("renames only after two confirmations, and undoes after one", () => {
    const walk = (from: RepairStep) => {
      const steps: string[] = [];
      let step: ReturnType<typeof nextStep> = from;
      while (step !== "apply" && step !== "runUndo") {
        step = nextStep(step);
        steps.push(step);
      }
      return steps;
    };
    expect(walk("plan")).toEqual(["confirm", "confirmAgain", "apply"]);
    expect(walk("undo")).toEqual(["runUndo"]);
  });

  it("shows each rename as its folder and the old and new names", () => {
    expect(renameRows(plan().plan)).toEqual([
      { folder: "\uFFFD\uFFFD", from: "\uFFFD\uFFFD.wav", to: "おまけ.wav", encoding: "shift_jis" },
      { folder: "", from: "栭偵嬱偗傞.wav", to: "夜に駆ける.wav", encoding: "shift_jis" },
    ]);
  });

  it("explains U+FFFD only when a name has bytes that are not UTF-8", () => {
    expect(hasRawBytes(plan().plan)).toBe(true);
    expect(hasRawBytes(plan().plan.slice(1))).toBe(false);
  });

  it("names encodings as people know them", () => {
    expect(["shift_jis", "gbk", "big5", "utf-8", "euc-kr"].map(encodingName)).toEqual([
      "Shift_JIS",
      "GBK",
      "Big5",
      "UTF-8",
      "EUC-KR",
    ]);
  });
});
