import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { NavigationProgress } from "./NavigationProgress.tsx";

describe("NavigationProgress", () => {
  test("shows while the next page's code loads, and goes once it is there", async () => {
    let arrive: (page: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: "/", element: null },
            { path: "/next", lazy: () => new Promise((resolve) => (arrive = resolve)) },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    act(() => void router.navigate("/next"));
    expect(await screen.findByRole("progressbar", { name: "加载中…" })).toBeTruthy();
    await act(async () => arrive({ Component: () => null }));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
