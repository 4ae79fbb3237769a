import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { AdvancedSearchBar } from "./AdvancedSearchBar.tsx";

function setup(terms = [{ t: 1, d: "ASMR", name: "ASMR" }]) {
  const view = renderWithApp(<AdvancedSearchBar terms={terms} />, "/search");
  const input = screen.getByRole("textbox", { name: "关键字搜索" });
  const enter = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: "Enter" });
  };
  return { ...view, enter };
}

describe("advanced search bar", () => {
  test("shows the spec's messages for a blank or repeated keyword", async () => {
    const { enter } = setup();
    enter("  ");
    await screen.findByText("无法添加空白的关键字");
    enter("asmr");
    await screen.findByText("关键字重复，添加失败");
  });

  test("adds a keyword to the URL and opens a product code directly", async () => {
    const { enter, router } = setup();
    enter("耳かき");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search"));
    const terms = JSON.parse(new URLSearchParams(router.state.location.search).get("terms") ?? "[]");
    expect(terms).toEqual([
      { t: 1, d: "ASMR", name: "ASMR" },
      { t: 1, d: "耳かき", name: "耳かき" },
    ]);
    enter("BJ01234567");
    await waitFor(() => expect(router.state.location.pathname).toBe("/work/1000001234567"));
  });

  test("removing a condition keeps the others", async () => {
    const { router } = setup([
      { t: 1, d: "a", name: "a" },
      { t: 3, d: "9", name: "ASMR" },
    ]);
    expect(screen.getByText("标签：ASMR")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "移除 a" }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("terms")).toBe(
        '[{"t":3,"d":"9","name":"ASMR"}]',
      ),
    );
  });
});
