import type { Locator, Page } from "playwright-core";

/** Page model of the admin area (/admin, /admin/scanner, /admin/advanced, /admin/usermanage). */
export class AdminPage {
  constructor(readonly page: Page) {}

  readonly section = (title: string) => this.page.getByRole("region", { name: title, exact: true });
  /** A tab by its label (its accessible name also holds the count badge). */
  readonly tab = (label: string) => this.page.getByRole("tab", { name: new RegExp(`^${label}`) });
  readonly button = (name: string, scope: Page | Locator = this.page) =>
    scope.getByRole("button", { name, exact: true });
  readonly field = (label: string, scope: Page | Locator = this.page) =>
    scope.getByRole("textbox", { name: label, exact: true });
  readonly dialog = () => this.page.getByRole("dialog");
  readonly alert = (text: string) => this.page.getByText(text, { exact: true }).first();

  /** Folders page: one list item per root folder, named by its alias. */
  readonly folderItem = (alias: string) =>
    this.section("文件夹列表").getByRole("listitem", { name: alias, exact: true });

  async addFolder(alias: string, path: string) {
    const card = this.section("添加新文件夹");
    await this.field("文件夹别名", card).fill(alias);
    await this.field("绝对路径", card).fill(path);
    await this.button("添加", card).click();
  }

  /** Scanner page. */
  readonly scanLog = () => this.page.getByRole("log", { name: "扫描日志" });
  readonly phase = () => this.page.getByTestId("scan-phase");

  async waitForPhase(text: string, timeout = 60_000) {
    await this.page.waitForFunction(
      (expected) => document.querySelector("[data-testid=scan-phase]")?.textContent === expected,
      text,
      { timeout },
    );
  }

  /** Users page. */
  readonly userRow = (name: string) =>
    this.section("所有用户")
      .getByRole("row")
      .filter({ has: this.page.getByText(name, { exact: true }) });

  /** Waits for a notification (or any text) to appear. */
  async notice(text: string | RegExp) {
    await this.page.getByText(text).first().waitFor();
  }
}
