import { act, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { useNotices } from "../notify.ts";
import { LoadBoundary } from "./LoadBoundary.tsx";
import { PlainNotices } from "./PlainNotices.tsx";

// What the browser throws when a chunk cannot be fetched because the server is gone.
const Unreachable = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));

describe("load boundary", () => {
  test("notices whose stack cannot be fetched still show, as plain text, and the page stays", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Set directly: a notice shown through notify() goes after 4 s, which a loaded machine can outlast.
    act(() =>
      useNotices.setState({
        notices: [{ id: 1, kind: "error", message: "无法播放「テスト」：连接不上服务器。" }],
      }),
    );
    renderWithApp(
      <>
        <p>作品列表</p>
        <LoadBoundary fallback={<PlainNotices />}>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </LoadBoundary>
      </>,
    );
    expect((await screen.findByRole("alert", {}, { timeout: 10_000 })).textContent).toBe(
      "无法播放「テスト」：连接不上服务器。",
    );
    expect(screen.getByText("作品列表")).toBeTruthy();
    act(() => useNotices.setState({ notices: [] }));
    expect(screen.queryByRole("alert")).toBeNull();
    logged.mockRestore();
  });
});
