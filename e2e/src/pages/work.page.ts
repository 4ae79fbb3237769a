import type { Page } from "playwright-core";
import { Shell } from "./shell.page.ts";

/** /work/:id: details, the caller's marks, the file tree and its dialogs. */
export class WorkPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  readonly title = () => this.page.getByRole("heading", { level: 1 });
  readonly files = () => this.page.getByRole("region", { name: "文件" });
  readonly breadcrumbs = () => this.page.getByRole("navigation", { name: "当前位置" });
  readonly upRow = () => this.files().getByRole("button", { name: "返回上一级" });
  readonly progressButton = () =>
    this.page.getByRole("button", { name: /^(标记进度|想听|在听|听过|重听|搁置)$/ });
  readonly reviewDialog = () => this.page.getByRole("dialog", { name: "我的评论" });
  readonly gallery = () => this.page.getByRole("dialog").filter({ has: this.page.locator("img") });

  async open(id: number | string, query = "") {
    await this.page.goto(`/work/${id}${query}`);
    await this.title().waitFor();
  }

  /** A row of the file tree by its name. */
  row(name: string) {
    return this.files().locator("[data-type]").filter({ hasText: name });
  }

  async openEntry(name: string) {
    await this.row(name)
      .getByRole("button", { name: new RegExp(name) })
      .first()
      .click();
  }

  /** Clicks a star of the caller's own rating, e.g. 3.5. */
  async rate(value: number) {
    await this.pickStars(this.page.getByRole("group", { name: "我的评分" }), value);
  }

  async fileAction(name: string, action: string) {
    await this.row(name)
      .getByRole("button", { name: `${name} 的操作` })
      .click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }
}
