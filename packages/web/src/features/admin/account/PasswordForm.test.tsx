import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useNotices } from "../../../shared/notify.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { PasswordForm } from "./PasswordForm.tsx";

/** A server that refuses the current password `wrong-secret` with its 403 and accepts anything else. */
function mockServer() {
  const puts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { oldPassword?: string };
      puts.push(body);
      if (body.oldPassword === "wrong-secret")
        return Response.json({ error: "当前密码错误." }, { status: 403 });
      return Response.json({ message: "密码修改成功." });
    }),
  );
  return puts;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

const messages = () => useNotices.getState().notices.map((notice) => `${notice.kind}:${notice.message}`);

beforeEach(() => useNotices.setState({ notices: [] }));
afterEach(() => vi.unstubAllGlobals());

describe("password form", () => {
  test("asks for the current password before sending anything", async () => {
    const puts = mockServer();
    renderWithApp(<PasswordForm name="listener1" auth submitLabel="修改" />);
    fill("新密码", "new-secret");
    fill("确认密码", "new-secret");
    fireEvent.click(screen.getByRole("button", { name: "修改" }));
    await screen.findByText("请输入当前密码");
    expect(puts).toEqual([]);
  });

  test("sends the current password with the new one and shows the server's refusal", async () => {
    const puts = mockServer();
    renderWithApp(<PasswordForm name="listener1" auth submitLabel="修改" />);
    fill("当前密码", "wrong-secret");
    fill("新密码", "new-secret");
    fill("确认密码", "new-secret");
    fireEvent.click(screen.getByRole("button", { name: "修改" }));
    await waitFor(() => expect(messages()).toEqual(["error:当前密码错误."]));
    expect(puts).toEqual([{ name: "listener1", oldPassword: "wrong-secret", newPassword: "new-secret" }]);
  });
});
