import type { User } from "@kikoeru/contract";
import { describe, expect, it } from "vitest";
import {
  nextSort,
  pruneSelection,
  selectionState,
  sortUsers,
  toggleAll,
  validateNewUser,
  validatePasswordChange,
} from "./user-rules.ts";

const users: User[] = [
  { name: "admin", group: "administrator" },
  { name: "zelda", group: "guest" },
  { name: "alice", group: "user" },
  { name: "bobby", group: "user" },
];

describe("validatePasswordChange", () => {
  it("needs the current password and 5 characters in both new fields", () => {
    expect(validatePasswordChange({ oldPassword: "", newPassword: "1234", confirm: "" })).toEqual({
      oldPassword: "currentPasswordRequired",
      newPassword: "passwordTooShort",
      confirm: "passwordTooShort",
    });
  });

  it("needs the confirmation to match", () => {
    expect(validatePasswordChange({ oldPassword: "old", newPassword: "12345", confirm: "12346" })).toEqual({
      confirm: "passwordMismatch",
    });
    expect(validatePasswordChange({ oldPassword: "old", newPassword: "12345", confirm: "12345" })).toEqual(
      {},
    );
  });
});

describe("validateNewUser", () => {
  it("needs a 5-character unique name and a 5-character password", () => {
    expect(validateNewUser(users, { name: "abc", password: "abcd" })).toEqual({
      name: "nameTooShort",
      password: "passwordTooShort",
    });
    expect(validateNewUser(users, { name: "alice", password: "secret" })).toEqual({ name: "duplicateName" });
    expect(validateNewUser(users, { name: "carol", password: "secret" })).toEqual({});
  });
});

describe("sorting", () => {
  it("sorts by a column, then flips on a second click", () => {
    const byName = nextSort(null, "name");
    expect(sortUsers(users, byName).map((u) => u.name)).toEqual(["admin", "alice", "bobby", "zelda"]);
    const flipped = nextSort(byName, "name");
    expect(flipped).toEqual({ column: "name", direction: "desc" });
    expect(sortUsers(users, flipped).map((u) => u.name)).toEqual(["zelda", "bobby", "alice", "admin"]);
  });

  it("sorts by group with the name as tie-breaker, and keeps the server order without a sort", () => {
    expect(sortUsers(users, nextSort(null, "group")).map((u) => u.name)).toEqual([
      "admin",
      "zelda",
      "alice",
      "bobby",
    ]);
    expect(sortUsers(users, null)).toEqual(users);
  });
});

describe("selection", () => {
  it("selects every deletable user and clears again", () => {
    const all = toggleAll(users, new Set());
    expect([...all].sort()).toEqual(["alice", "bobby", "zelda"]);
    expect(selectionState(users, all)).toBe("all");
    expect(toggleAll(users, all).size).toBe(0);
  });

  it("reports a partial selection and drops names that are gone", () => {
    const some = new Set(["alice"]);
    expect(selectionState(users, some)).toBe("some");
    expect(toggleAll(users, some).size).toBe(3);
    expect([...pruneSelection(users.slice(0, 2), new Set(["alice", "zelda"]))]).toEqual(["zelda"]);
  });
});
