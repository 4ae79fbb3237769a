import type { Locator, Page } from "playwright-core";

/** The main layout: header (menu, back, search box) and the drawer. */
export class Shell {
  constructor(readonly page: Page) {}

  readonly searchBox = () => this.page.getByRole("searchbox", { name: "搜索" });
  readonly backButton = () => this.page.getByRole("button", { name: "返回", exact: true });
  readonly menuButton = () => this.page.getByRole("button", { name: "菜单" });
  readonly nav = () => this.page.getByRole("navigation", { name: "导航" });
  readonly navLink = (name: string) => this.nav().getByRole("link", { name, exact: true });
  readonly darkModeSwitch = () => this.page.getByRole("switch", { name: "夜间模式" });
  readonly playerBar = () => this.page.getByRole("complementary", { name: "播放器" });

  /** Opens the drawer (on a phone it starts closed; on a desktop it starts open). */
  async openDrawer() {
    if ((await this.menuButton().getAttribute("aria-expanded")) === "true") return;
    await this.menuButton().click();
    await this.nav().getByRole("link").first().waitFor();
  }

  /** Picks a star rating (x.5 for half stars) from the keyboard: focus that radio and press Space. */
  async pickStars(container: Locator, value: number) {
    const radio = container.getByRole("radio", { name: `${value} 星`, exact: true });
    await radio.focus();
    await this.page.keyboard.press(" ");
  }

  async notice(text: string) {
    await this.page.getByText(text, { exact: true }).first().waitFor();
  }

  async waitForPath(pathname: string) {
    await this.page.waitForURL((url) => url.pathname === pathname);
  }
}
