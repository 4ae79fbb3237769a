import { adminConfigSchema } from "@kikoeru/contract";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { useNotices } from "../../../shared/notify.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { AdvancedPage } from "./AdvancedPage.tsx";

function mockServer(config: object, putAnswer: () => Response) {
  const puts: { config: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === "PUT") {
        puts.push(JSON.parse(String(init.body)));
        return putAnswer();
      }
      if (url === "/api/config/admin") return Response.json({ config });
      return new Response("not found", { status: 404 });
    }),
  );
  return puts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useNotices.setState({ notices: [] });
});

const production = adminConfigSchema.parse({ production: true });

// The page renders every settings section (some sixty Mantine fields) in jsdom: 1–3 s per test on a quiet
// machine, past vitest's 5 s default when two cores are shared with a CI run.
describe("advanced settings page", { timeout: 20_000 }, () => {
  test("production locks the auth switch and is never sent", async () => {
    const puts = mockServer(production, () => Response.json({ message: "保存成功.", restartRequired: [] }));
    renderWithApp(<AdvancedPage />);
    const auth = await screen.findByRole("switch", { name: /^启用身份验证/ });
    expect(auth).toHaveProperty("disabled", true);
    screen.getAllByText("生产模式下不能关闭身份验证");

    fireEvent.change(screen.getByRole("textbox", { name: "每页作品数" }), { target: { value: "24" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.config.pageSize).toBe(24);
    expect("production" in (puts[0]?.config ?? {})).toBe(false);
    await waitFor(() => expect(useNotices.getState().notices.map((n) => n.message)).toContain("保存成功."));
  });

  test("a bad value is refused before sending and the typed value stays", async () => {
    const puts = mockServer(adminConfigSchema.parse({}), () => Response.json({}));
    renderWithApp(<AdvancedPage />);
    const retry = await screen.findByRole("textbox", { name: "最大尝试次数" });
    fireEvent.change(retry, { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await screen.findByText("请输入整数");
    expect((retry as HTMLInputElement).value).toBe("2.5");
    expect(puts).toEqual([]);
  });

  test("the server's refusal is shown and the form keeps the edit", async () => {
    mockServer(adminConfigSchema.parse({}), () =>
      Response.json({ error: "listenPort 不能小于 1", errors: [] }, { status: 400 }),
    );
    renderWithApp(<AdvancedPage />);
    const port = await screen.findByRole("textbox", { name: /^监听端口/ });
    fireEvent.change(port, { target: { value: "9000" } });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() =>
      expect(useNotices.getState().notices.map((n) => `${n.kind}:${n.message}`)).toContain(
        "error:listenPort 不能小于 1",
      ),
    );
    expect((port as HTMLInputElement).value).toBe("9000");
  });

  test("trusted proxies are listed behind a proxy, added with Enter and sent as a list", async () => {
    const puts = mockServer(adminConfigSchema.parse({ behindProxy: true }), () =>
      Response.json({ message: "保存成功.", restartRequired: ["trustedProxies"] }),
    );
    renderWithApp(<AdvancedPage />);
    const labelled = await screen.findAllByLabelText(/^受信任的代理地址/);
    const input = labelled.find((element) => element.tagName === "INPUT")!;
    screen.getByText("127.0.0.1");
    screen.getByText("::1");
    input.focus();
    fireEvent.change(input, { target: { value: "10.0.0.0/8" } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.config.trustedProxies).toEqual(["127.0.0.1", "::1", "10.0.0.0/8"]);
  });
});
