import type { Page } from "playwright-core";
import { Shell } from "./shell.page.ts";

/** /favourites and its tabs. */
export class FavouritesPage extends Shell {
  constructor(page: Page) {
    super(page);
  }

  readonly tab = (name: string) => this.page.getByRole("tab", { name, exact: true });
  readonly items = () => this.page.locator("main article");
  item(title: string) {
    return this.items().filter({ hasText: title });
  }

  async open(path = "/favourites") {
    await this.page.goto(path);
    await this.page.getByRole("heading", { name: "我的收藏" }).waitFor();
  }
}
