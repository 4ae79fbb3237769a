import type { WorkDetail } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import { candidateNames, initialValues, toBody } from "./edit-form.ts";

const work = {
  id: 123456,
  title: "題名",
  circle: { id: 77, name: "サークル" },
  tags: [{ id: 160, name: "癒し" }],
  vas: [{ id: "uuid-aoi", name: "青空みなみ" }],
} as WorkDetail;

describe("the edit dialog's body", () => {
  it("keeps the ids of the work's own labels and of candidates, and sends new names with id 0", () => {
    const body = toBody(
      work,
      {
        title: " 新しい題名 ",
        circle: "別サークル",
        tags: ["癒し", "ASMR", "自作"],
        vas: ["青空みなみ", "新人"],
      },
      { circles: [{ id: 88, name: "別サークル", count: 3 }], tags: [{ id: 497, name: "ASMR", count: 9 }] },
    );
    expect(body).toEqual({
      title: "新しい題名",
      circle: { id: 88, name: "別サークル" },
      tags: [
        { id: 160, name: "癒し" },
        { id: 497, name: "ASMR" },
        { id: 0, name: "自作" },
      ],
      vas: [
        { id: "uuid-aoi", name: "青空みなみ" },
        { id: 0, name: "新人" },
      ],
    });
  });

  it("starts from the work and offers the most used candidates first", () => {
    expect(initialValues(work)).toEqual({
      title: "題名",
      circle: "サークル",
      tags: ["癒し"],
      vas: ["青空みなみ"],
    });
    expect(
      candidateNames([
        { id: 1, name: "a", count: 1 },
        { id: 2, name: "b", count: 5 },
      ]),
    ).toEqual(["b", "a"]);
  });
});
