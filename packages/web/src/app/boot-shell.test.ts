import { afterEach, describe, expect, test } from "vitest";
import { removeBootShellOnceShown } from "./boot-shell.ts";

const changes = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe("boot shell", () => {
  test("stays over loading placeholders and leaves the document when the app shows a page", async () => {
    document.body.innerHTML =
      '<div id="boot"><main><a href="/work/1">A</a></main></div><div id="root"></div>';
    const root = document.getElementById("root")!;
    removeBootShellOnceShown(root);
    root.innerHTML = "<div data-booting><span>loading</span></div>";
    await changes();
    expect(document.getElementById("boot")).not.toBeNull();
    root.innerHTML = '<main><a href="/work/1">A</a></main>';
    await changes();
    expect(document.getElementById("boot")).toBeNull();
    expect(document.querySelectorAll('a[href^="/work/"]')).toHaveLength(1);
  });
});
