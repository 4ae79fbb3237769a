import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describeInOrder } from "@kikoeru/server/in-order";
import { demoWorks, FakeMetadataServer, fakeWork, writeLibrary } from "@kikoeru/server/tooling";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import {
  launchBrowser,
  openPage,
  openSignedInPage,
  screenshot,
  type Viewport,
  viewports,
} from "../src/browser.ts";
import { AdminPage } from "../src/pages/admin.page.ts";
import { LoginPage } from "../src/pages/login.page.ts";
import { type RunningServer, startServer } from "../src/server.ts";

/** A work without a kikoeru.json: its metadata comes from the fake DLsite. */
const fetched = { code: "RJ246810", id: 246810, title: "フェイク配信で届いた作品" };
/** A work nobody knows: it ends in the failed tab with the reason. */
const unknownCode = "RJ135790";
const listener = { name: "listener1", password: "secret-1", newPassword: "secret-2" };

let server: RunningServer;
let fake: FakeMetadataServer;
let browser: Browser;
let token = "";
let libraryRoot = "";
const pages: Page[] = [];

async function call<T>(method: string, url: string, body?: unknown, bearer = token): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${url}`, {
    method,
    headers: {
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function open(
  pathname: string,
  viewport: Viewport = viewports.desktop,
  as = token,
  scheme: "light" | "dark" = "light",
): Promise<AdminPage> {
  const page = as
    ? await openSignedInPage(browser, server.baseUrl, as, viewport, scheme)
    : await openPage(browser, server.baseUrl, viewport, scheme);
  pages.push(page);
  await page.goto(pathname);
  return new AdminPage(page);
}

beforeAll(async () => {
  server = await startServer();
  fake = await FakeMetadataServer.start([fakeWork(fetched.id, { title: fetched.title })]);
  libraryRoot = path.join(server.dataDir, "library");
  await writeLibrary(libraryRoot, [
    ...demoWorks().slice(0, 2),
    { folder: `${fetched.code} 取得テスト`, files: [{ name: "01.wav", wav: { seconds: 1 } }] },
    { folder: `${unknownCode} 不明`, files: [{ name: "01.wav", wav: { seconds: 1 } }] },
  ]);
  ({ token } = await call<{ token: string }>("POST", "/auth/me", {
    name: "admin",
    password: server.adminPassword,
  }));
  browser = await launchBrowser();
});

afterEach(async () => {
  for (const page of pages.splice(0)) await page.context().close();
});

afterAll(async () => {
  await browser?.close();
  await fake?.close();
  await server?.stop();
});

describeInOrder("admin pages (in order: they share one server and its settings)", () => {
  test("library folders: required and unique, remove the clicked one, deactivate", async () => {
    const admin = await open("/admin");
    await admin.page.getByText("还没有根文件夹", { exact: false }).waitFor();
    await screenshot(admin.page, "admin-folders-empty-desktop");

    await admin.field("绝对路径", admin.section("添加新文件夹")).fill("");
    await admin.button("添加", admin.section("添加新文件夹")).click();
    await admin.alert("文件夹别名不能为空").waitFor();
    await admin.alert("文件夹路径不能为空").waitFor();

    await admin.addFolder("音声", libraryRoot);
    await admin.folderItem("音声").waitFor();
    await admin.addFolder("备用", "/srv/spare");
    await admin.folderItem("备用").waitFor();

    await admin.addFolder("音声", "/srv/other");
    await admin.alert("该别名已存在，文件夹别名不能重复").waitFor();
    await admin.addFolder("其它", `${libraryRoot}/`);
    await admin.alert("该路径已存在，文件夹路径不能重复").waitFor();
    // Bad input keeps what was typed.
    expect(await admin.field("文件夹别名", admin.section("添加新文件夹")).inputValue()).toBe("其它");

    await admin.folderItem("备用").getByRole("switch").click({ force: true });
    await admin.folderItem("备用").getByText("已停用").waitFor();
    let config = await call<{ config: { rootFolders: { name: string; inactive: boolean }[] } }>(
      "GET",
      "/config/admin",
    );
    expect(config.config.rootFolders).toEqual([
      expect.objectContaining({ name: "音声", inactive: false }),
      expect.objectContaining({ name: "备用", inactive: true }),
    ]);
    await screenshot(admin.page, "admin-folders-desktop");

    // The second folder is removed, not the first (the anchor always removed the first one).
    await admin.folderItem("备用").getByRole("button", { name: "删除文件夹 备用" }).click();
    await admin.dialog().getByText("备用", { exact: false }).waitFor();
    await admin.button("删除", admin.dialog()).click();
    await admin.folderItem("备用").waitFor({ state: "detached" });
    config = await call("GET", "/config/admin");
    expect(config.config.rootFolders.map((folder) => folder.name)).toEqual(["音声"]);

    const phone = await open("/admin", viewports.phone);
    await phone.folderItem("音声").waitFor();
    await screenshot(phone.page, "admin-folders-phone");
  });

  test("advanced settings: validation messages, then a saved setting takes effect", async () => {
    const admin = await open("/admin/advanced");
    const crawler = admin.section("语言与爬虫");
    await admin.field("DLsite 网址", crawler).waitFor();
    await screenshot(admin.page, "admin-advanced-desktop");

    await admin.field("最大尝试次数", crawler).fill("");
    await admin.page.getByRole("combobox", { name: "重要文件选项" }).fill("size:mp3$");
    await admin.page.keyboard.press("Escape");
    await admin.field("每页作品数").fill("500");
    await admin.button("保存").click();
    await admin.alert("请输入数字").waitFor();
    await admin.alert("重要文件选项的模式错误：必须以 time: 或 count: 开头").waitFor();
    await admin.alert("请输入 1 到 100 之间的数").waitFor();
    await screenshot(admin.page, "admin-advanced-errors-desktop", { fullPage: false });

    await admin.field("最大尝试次数", crawler).fill("1");
    await admin.page.getByRole("combobox", { name: "重要文件选项" }).fill("count:(mp3|wav)$");
    await admin.page.keyboard.press("Escape");
    await admin.field("每页作品数").fill("3");
    await admin.field("重试间隔", crawler).fill("0");
    for (const label of ["DLsite 网址", "DLsite 图片网址", "HVDB 网址", "元数据镜像网址"]) {
      await admin.field(label, crawler).fill(fake.url);
    }
    await admin.button("保存").click();
    await admin.notice("保存成功.");

    const { config } = await call<{ config: Record<string, unknown> }>("GET", "/config/admin");
    expect(config).toMatchObject({
      retry: 1,
      retryDelay: 0,
      pageSize: 3,
      importantWorkTreeOption: "count:(mp3|wav)$",
      dlsiteBaseUrl: fake.url,
      hvdbBaseUrl: fake.url,
    });

    // Production is the config file's: the auth toggle is locked and says why.
    expect(await admin.page.getByRole("switch", { name: "生产模式" }).isDisabled()).toBe(true);

    const phone = await open("/admin/advanced", viewports.phone);
    await phone.field("DLsite 网址").waitFor();
    await screenshot(phone.page, "admin-advanced-phone", { fullPage: false });
  });

  test("scanner: a scan with the fake metadata server runs to the end, failures have reasons", async () => {
    const admin = await open("/admin/scanner");
    await admin.page.getByText("已连接", { exact: true }).waitFor();
    // The connection badge says it; the handshake's greeting is no notice on every visit (issue #21).
    expect(await admin.page.getByText("成功登录管理后台.").count()).toBe(0);
    await screenshot(admin.page, "admin-scanner-idle-desktop");

    await admin.button("扫描本地音声库").click();
    expect(await admin.button("扫描本地音声库").isDisabled()).toBe(true);
    await admin.waitForPhase("扫描完成");
    expect(await admin.button("扫描本地音声库").isEnabled()).toBe(true);
    expect(await admin.button("终止扫描进程").count()).toBe(0);
    const log = await admin.scanLog().innerText();
    expect(log).toContain("扫描已开始");

    await admin.tab("处理失败").click();
    await admin.page.getByText(unknownCode, { exact: true }).waitFor();
    await admin.page
      .getByText(/处理失败: /)
      .first()
      .waitFor();
    await admin.tab("结果").click();
    await admin.page.getByText(`[${fetched.code}] 添加成功! Added:`, { exact: false }).waitFor();
    await screenshot(admin.page, "admin-scanner-done-desktop");

    const phone = await open("/admin/scanner", viewports.phone);
    await phone.page.getByText("已连接", { exact: true }).waitFor();
    await phone.waitForPhase("扫描完成");
    await phone.tab("结果").click();
    await phone.page.getByText(`[${fetched.code}] 添加成功! Added:`, { exact: false }).waitFor();
    await screenshot(phone.page, "admin-scanner-phone");
    const dark = await open("/admin/scanner", viewports.desktop, token, "dark");
    await dark.waitForPhase("扫描完成");
    await dark.tab("处理失败").click();
    await dark.page.getByText(unknownCode, { exact: true }).click();
    await dark.page
      .getByText(/处理失败: /)
      .first()
      .waitFor();
    await screenshot(dark.page, "admin-scanner-dark-desktop");

    await admin.page.goto("/works");
    await admin.page.getByText(fetched.title).first().waitFor();
    // The page size saved on the advanced page is what the works API now uses.
    const list = await call<{ works: unknown[]; pagination: { pageSize: number } }>("GET", "/works");
    expect(list.pagination.pageSize).toBe(3);
    expect(list.works).toHaveLength(3);
  });

  test("scanner: reopening mid-scan shows the running scan, which can be killed", async () => {
    fake.delayMs = 4000;
    try {
      const admin = await open("/admin/scanner");
      await admin.page.getByText("已连接", { exact: true }).waitFor();
      await admin.button("刷新音声库信息").click();
      await admin.button("终止扫描进程").waitFor();
      await admin.page.reload();
      await admin.button("终止扫描进程").waitFor();
      await admin.waitForPhase("扫描中…", 10_000);
      await admin.scanLog().getByText("元数据更新已开始", { exact: false }).waitFor();
      expect(await admin.button("扫描本地音声库").isDisabled()).toBe(true);
      await screenshot(admin.page, "admin-scanner-running-desktop");
      await admin.button("终止扫描进程").click();
      await admin.waitForPhase("扫描出错", 30_000);
      expect(await admin.scanLog().innerText()).toContain("终止扫描进程");
    } finally {
      fake.delayMs = 0;
    }
  });

  test("users: add, sign in as them, admin pages refused, own password, delete", async () => {
    const admin = await open("/admin/usermanage");
    const add = admin.section("添加新用户");
    await admin.field("用户名", add).fill("abc");
    await add.getByLabel("密码", { exact: true }).fill("123");
    await admin.button("添加", add).click();
    await admin.alert("用户名长度至少为 5").waitFor();
    await admin.alert("密码长度至少为 5").waitFor();

    await admin.field("用户名", add).fill(listener.name);
    await add.getByLabel("密码", { exact: true }).fill(listener.password);
    await admin.button("添加", add).click();
    await admin.notice(`用户 ${listener.name} 创建成功.`);
    await admin.userRow(listener.name).waitFor();
    await admin.field("用户名", add).fill(listener.name);
    await add.getByLabel("密码", { exact: true }).fill(listener.password);
    await admin.button("添加", add).click();
    await admin.alert("该名称已存在，用户名不能重复").waitFor();
    await screenshot(admin.page, "admin-users-desktop");

    // The listener signs in, is refused the admin pages, and changes their own password.
    const login = new LoginPage((await open("/login", viewports.phone, "")).page);
    await login.submit(listener.name, listener.password);
    await login.page.waitForURL((url) => url.pathname === "/works");
    await login.page.goto("/admin/scanner");
    await login.page.getByText("需要管理员权限").waitFor();
    await screenshot(login.page, "admin-denied-phone", { fullPage: false });
    await login.page.goto("/works");
    await login.page.getByRole("button", { name: "菜单" }).click();
    await login.page.getByRole("button", { name: "修改密码" }).click();
    const dialog = login.page.getByRole("dialog");
    await dialog.getByLabel("新密码", { exact: true }).fill(listener.newPassword);
    await dialog.getByLabel("确认密码", { exact: true }).fill("different");
    await dialog.getByRole("button", { name: "修改" }).click();
    await dialog.getByText("两次密码输入不一致").waitFor();
    await dialog.getByText("请输入当前密码").waitFor();
    await dialog.getByLabel("确认密码", { exact: true }).fill(listener.newPassword);
    await dialog.getByLabel("当前密码", { exact: true }).fill("not-my-password");
    await dialog.getByRole("button", { name: "修改" }).click();
    await login.page.getByText("当前密码错误.", { exact: true }).first().waitFor();
    await dialog.getByLabel("当前密码", { exact: true }).fill(listener.password);
    await dialog.getByRole("button", { name: "修改" }).click();
    await login.waitUntilShown();
    expect((await login.submit(listener.name, listener.newPassword)).status()).toBe(200);

    // Delete: disabled without a selection, persistent confirmation, list reloads.
    await admin.page.reload();
    await admin.userRow(listener.name).waitFor();
    expect(await admin.button("删除").isDisabled()).toBe(true);
    await admin.page.getByText("已选择 0 条记录，共 2 条").waitFor();
    await admin.userRow(listener.name).getByRole("checkbox").check({ force: true });
    await admin.page.getByText("已选择 1 条记录，共 2 条").waitFor();
    await admin.button("删除").click();
    await admin.dialog().getByText("确认删除选中用户？").waitFor();
    await screenshot(admin.page, "admin-users-confirm-desktop", { fullPage: false });
    await admin.page.keyboard.press("Escape");
    await admin.dialog().getByText("确认删除选中用户？").waitFor();
    await admin.button("删除", admin.dialog()).click();
    await admin.notice("删除成功.");
    await admin.userRow(listener.name).waitFor({ state: "detached" });
    const { users } = await call<{ users: { name: string }[] }>("GET", "/credentials/users");
    expect(users.map((user) => user.name)).toEqual(["admin"]);

    const phone = await open("/admin/usermanage", viewports.phone);
    await phone.userRow("admin").waitFor();
    await screenshot(phone.page, "admin-users-phone");
  });

  test("the lock-file notice shows its reason and links to the scanner", async () => {
    await writeFile(path.join(server.dataDir, "update.lock"), JSON.stringify({ reason: "数据库升级未完成" }));
    const admin = await open("/works", viewports.phone);
    await admin.page.getByText("数据库升级未完成").waitFor();
    await screenshot(admin.page, "admin-lock-notice-phone", { fullPage: false });
    await admin.page.getByRole("link", { name: "前往扫描页面" }).click();
    await admin.page.waitForURL((url) => url.pathname === "/admin/scanner");
  });

  test("the admin pages follow the interface language", async () => {
    const admin = await open("/admin/usermanage", viewports.phone);
    await admin.page.evaluate(() => localStorage.setItem("kikoeru-language", "en"));
    await admin.page.reload();
    await admin.page.getByRole("heading", { name: "Change the admin password" }).waitFor();
    await admin.page.getByText("0 record(s) selected of 1").waitFor();
    await admin.tab("Scanner").click();
    await admin.page.getByRole("button", { name: "Scan library" }).waitFor();
    await screenshot(admin.page, "admin-scanner-en-phone");
  });

  test("changing the admin password clears the token and goes to /login", async () => {
    const admin = await open("/admin/usermanage");
    const card = admin.section("修改管理员密码");
    await card.getByLabel("当前密码", { exact: true }).fill(server.adminPassword);
    await card.getByLabel("新密码", { exact: true }).fill("1234");
    await card.getByLabel("确认密码", { exact: true }).fill("1234");
    await admin.button("修改", card).click();
    await card.getByText("密码长度至少为 5").first().waitFor();
    await card.getByLabel("新密码", { exact: true }).fill("new-admin-password");
    await card.getByLabel("确认密码", { exact: true }).fill("new-admin-password");
    await admin.button("修改", card).click();
    await admin.page.waitForURL((url) => url.pathname === "/login");
    expect(await admin.page.evaluate(() => localStorage.getItem("jwt-token"))).toBe("");
    const fresh = await call<{ token: string }>("POST", "/auth/me", {
      name: "admin",
      password: "new-admin-password",
    });
    expect(fresh.token).toBeTruthy();
  });
});
