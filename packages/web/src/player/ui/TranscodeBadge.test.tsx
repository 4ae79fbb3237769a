import { MantineProvider } from "@mantine/core";
import { act, render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { usePlayer } from "../store.ts";
import type { TranscodeChip } from "../transcode.ts";
import { TranscodeBadge } from "./TranscodeBadge.tsx";

function label(chip: TranscodeChip | null): string | null {
  act(() => usePlayer.setState({ transcode: chip }));
  const { container, unmount } = render(
    <MantineProvider>
      <TranscodeBadge />
    </MantineProvider>,
  );
  const text = container.querySelector("[data-testid=transcode-status]")?.textContent ?? null;
  unmount();
  return text;
}

describe("transcode status chip", () => {
  test("shows the kikoeru labels, and nothing for a track played as it is", () => {
    expect(label({ state: "waiting" })).toBe("等待转码");
    expect(label({ state: "progress", percent: 42 })).toBe("转码: 42%");
    expect(label({ state: "ready" })).toBe("AAC");
    expect(label({ state: "error" })).toBe("转码错误");
    expect(label(null)).toBeNull();
  });
});
