import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { Pager } from "./Pager.tsx";

function setup(page: number, max: number) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <Pager page={page} max={max} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
}

describe("pager", () => {
  test("shows two pages either side and disables the ends", () => {
    setup(1, 10);
    const pages = screen.getAllByRole("button", { name: /^第 \d+ 页$/ }).map((b) => b.textContent);
    expect(pages).toEqual(["1", "2", "3"]);
    expect(screen.getByRole("button", { name: "上一页" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "第 1 页" }).getAttribute("aria-current")).toBe("page");
  });

  test("first, previous, next, last and numbers change the page", () => {
    const onChange = setup(5, 10);
    fireEvent.click(screen.getByRole("button", { name: "第一页" }));
    fireEvent.click(screen.getByRole("button", { name: "上一页" }));
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    fireEvent.click(screen.getByRole("button", { name: "最后一页" }));
    fireEvent.click(screen.getByRole("button", { name: "第 7 页" }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([1, 4, 6, 10, 7]);
  });

  test("the jump box clamps to 1..max", () => {
    const onChange = setup(2, 4);
    const box = screen.getByRole("textbox", { name: "跳转到页码（1 到 4）" });
    fireEvent.change(box, { target: { value: "99" } });
    fireEvent.click(screen.getByRole("button", { name: "跳转" }));
    fireEvent.change(box, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "跳转" }));
    expect(onChange.mock.calls.map(([page]) => page)).toEqual([4, 1]);
  });
});
