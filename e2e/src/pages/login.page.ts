import type { Page, Response } from "playwright-core";

/** Page model of /login. */
export class LoginPage {
  constructor(readonly page: Page) {}

  readonly username = () => this.page.getByLabel("用户名", { exact: true });
  readonly password = () => this.page.getByLabel("密码", { exact: true });
  readonly submitButton = () => this.page.getByRole("button", { name: "登录", exact: true });

  async waitUntilShown() {
    await this.page.waitForURL((url) => url.pathname === "/login");
    await this.submitButton().waitFor();
  }

  async fill(name: string, password: string) {
    await this.username().fill(name);
    await this.password().fill(password);
  }

  /** Fills and submits the form; resolves with the login response. */
  async submit(name: string, password: string): Promise<Response> {
    await this.fill(name, password);
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith("/api/auth/me") && r.request().method() === "POST"),
      this.submitButton().click(),
    ]);
    return response;
  }
}
