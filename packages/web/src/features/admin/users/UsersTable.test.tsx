import type { User } from "@kikoeru/contract";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { UsersTable } from "./UsersTable.tsx";

const users: User[] = [
  { name: "admin", group: "administrator" },
  { name: "zelda", group: "guest" },
  { name: "alice", group: "user" },
];

const names = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

describe("users table", () => {
  test("delete is disabled until a user is selected; the label counts the selection", async () => {
    renderWithApp(<UsersTable users={users} />);
    const remove = screen.getByRole("button", { name: "删除" });
    expect(remove).toHaveProperty("disabled", true);
    screen.getByText("已选择 0 条记录，共 3 条");
    fireEvent.click(screen.getByRole("checkbox", { name: "选择 zelda" }));
    screen.getByText("已选择 1 条记录，共 3 条");
    expect(remove).toHaveProperty("disabled", false);
    expect(screen.getByRole("checkbox", { name: "选择 admin" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "选择全部用户" }));
    screen.getByText("已选择 2 条记录，共 3 条");
  });

  test("the confirmation closes only from its buttons", async () => {
    renderWithApp(<UsersTable users={users} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "选择 alice" }));
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    const dialog = await screen.findByRole("dialog");
    within(dialog).getByText("确认删除选中用户？");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "关闭" })).toBeNull();
  });

  test("column headers sort and flip", () => {
    renderWithApp(<UsersTable users={users} />);
    expect(names()).toEqual(["admin", "zelda", "alice"]);
    fireEvent.click(screen.getByRole("button", { name: "用户名" }));
    expect(names()).toEqual(["admin", "alice", "zelda"]);
    fireEvent.click(screen.getByRole("button", { name: "用户名" }));
    expect(names()).toEqual(["zelda", "alice", "admin"]);
    fireEvent.click(screen.getByRole("button", { name: "用户组" }));
    expect(names()).toEqual(["admin", "zelda", "alice"]);
  });
});
