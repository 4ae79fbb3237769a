import type { AgeCategory } from "@kikoeru/contract";
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { AgeBadge } from "./AgeBadge.tsx";

const badge = (age: AgeCategory) =>
  render(
    <MantineProvider>
      <AgeBadge work={{ age_category_string: age }} />
    </MantineProvider>,
  ).container.querySelector(".mantine-Badge-root")?.textContent ?? null;

describe("age badge", () => {
  test("says 全年龄 for all ages and R-15 for R-15, nothing for adults only", () => {
    expect(badge("general")).toBe("全年龄");
    expect(badge("r15")).toBe("R-15");
    expect(badge("adult")).toBeNull();
  });
});
