import { describe, expect, test } from "vitest";
import { reviewBody } from "./api.ts";

describe("review bodies", () => {
  test("each mode sends only the fields it writes", () => {
    const input = { workId: 5, rating: 3.5, progress: "listening" as const, reviewText: "良い" };
    expect(reviewBody("star", input, "admin")).toEqual({ user_name: "admin", work_id: 5, rating: 3.5 });
    expect(reviewBody("progress", input, "admin")).toEqual({
      user_name: "admin",
      work_id: 5,
      progress: "listening",
    });
    expect(reviewBody("full", input, "admin")).toEqual({
      user_name: "admin",
      work_id: 5,
      rating: 3.5,
      review_text: "良い",
      progress: "listening",
    });
    expect(reviewBody("progress", { workId: 5, progress: null }, "u")).toEqual({
      user_name: "u",
      work_id: 5,
      progress: null,
    });
  });
});
