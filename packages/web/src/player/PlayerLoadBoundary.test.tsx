import { screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { describe, expect, test, vi } from "vitest";
import { renderWithApp } from "../test/render.tsx";
import { PlayerLoadBoundary } from "./PlayerLoadBoundary.tsx";

// What the browser throws when a chunk cannot be fetched because the server is gone.
const Unreachable = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));

describe("player load boundary", () => {
  test("a player part whose code cannot be fetched says so in the player's place and leaves the page", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithApp(
      <>
        <p>作品列表</p>
        <PlayerLoadBoundary>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </PlayerLoadBoundary>
      </>,
    );
    expect(
      await screen.findByText("无法连接服务器，请检查网络或服务器是否正在运行。", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "重新加载" })).toBeTruthy();
    expect(screen.getByText("作品列表")).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    logged.mockRestore();
  });
});
