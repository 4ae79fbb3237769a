import type { Locator, Page } from "playwright-core";
import { Shell } from "./shell.page.ts";

/** /works and /search: title, toolbar, the work collection and the pager. */
export class WorksPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  readonly heading = () => this.page.getByRole("heading", { level: 1 });
  readonly total = () => this.page.getByLabel(/^共 \d+ 部作品$/);
  readonly collection = (view: "detail" | "thumbs" | "list") => this.page.locator(`[data-view="${view}"]`);
  readonly cards = () => this.page.locator("[data-view] [data-title]");
  readonly noMore = () => this.page.getByText("无更多作品", { exact: true });
  readonly pager = () => this.page.getByRole("navigation", { name: "分页" });
  readonly recent = () => this.page.getByRole("region", { name: "最近播放" });

  async open(path = "/works") {
    await this.page.goto(path);
    await this.heading().waitFor();
  }

  async totalCount(): Promise<number> {
    await this.total().waitFor();
    return Number(await this.total().textContent());
  }

  /** Chooses an option of one of the toolbar's selects. */
  async choose(select: string, option: string) {
    await this.page.getByRole("combobox", { name: select }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }

  async toggle(label: string) {
    await this.page.getByRole("button", { name: label, exact: true }).click();
  }

  /** Changes one of the list settings (loading mode radio or a switch) in the settings popover. */
  async setting(label: string) {
    await this.page.getByRole("button", { name: "列表设置" }).click();
    const dialog = this.page.getByRole("dialog", { name: "列表设置" });
    const toggle = dialog.getByRole("switch", { name: label, exact: true });
    if (await toggle.count()) await toggle.click();
    else await dialog.getByText(label, { exact: true }).click();
    await this.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  }

  /** The title links of the cards shown, in order. */
  async titles(): Promise<string[]> {
    return this.page.locator("[data-view] [data-title]").allTextContents();
  }

  card(title: string | RegExp): Locator {
    return this.page.locator("[data-view] article").filter({ hasText: title });
  }
}
