import { afterAll, beforeAll, expect, it } from "vitest";
import { insertWork } from "../factories.ts";
import { ADMIN_PASSWORD } from "../harness.ts";
import { describeCluster, startTestCluster, type TestCluster, waitFor } from "./cluster-harness.ts";

const WORK = 400001;
let cluster: TestCluster;
let admin: string;
const GUESSER = { "x-forwarded-for": "203.0.113.7" };

describeCluster("two instances on one PostgreSQL: shared state", () => {
  beforeAll(async () => {
    // Behind a (pretend) proxy, so the limiter test guesses from an address of its own and locks out no other test.
    cluster = await startTestCluster(2, { config: { behindProxy: true } });
    await insertWork(cluster.instances[0]!.database.db, { id: WORK, title: "最初の題名" });
    admin = await cluster.login(0, "admin", ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it("a work edited through A reads edited through B at the next request", async () => {
    const before = await cluster.fetch(1, `/api/work/${WORK}`, { token: admin });
    const work = (await before.json()) as Record<string, unknown>;
    expect(work.title).toBe("最初の題名");
    const edited = await cluster.fetch(0, `/api/edit/work/${WORK}`, {
      method: "POST",
      token: admin,
      body: JSON.stringify({ title: "新しい題名", circle: work.circle, tags: work.tags, vas: work.vas }),
    });
    expect(edited.status).toBe(200);
    const after = await cluster.fetch(1, `/api/work/${WORK}`, { token: admin });
    expect(((await after.json()) as { title: string }).title).toBe("新しい題名");
  });

  it("a password changed through A refuses the old token on B within 1 s", async () => {
    const created = await cluster.fetch(0, "/api/credentials/user", {
      method: "POST",
      token: admin,
      body: JSON.stringify({ name: "listener", password: "first-password", group: "user" }),
    });
    expect(created.status).toBe(200);
    const old = await cluster.login(0, "listener", "first-password");
    // B has read the account (and cached its row) before the change.
    expect((await cluster.fetch(1, "/api/auth/me", { token: old })).status).toBe(200);
    const changed = await cluster.fetch(0, "/api/credentials/user", {
      method: "PUT",
      token: old,
      body: JSON.stringify({
        name: "listener",
        oldPassword: "first-password",
        newPassword: "second-password",
      }),
    });
    expect(changed.status).toBe(200);
    await waitFor(
      "B to refuse the old token",
      async () => (await cluster.fetch(1, "/api/auth/me", { token: old })).status === 401,
      1_000,
    );
    const fresh = await cluster.login(1, "listener", "second-password");
    expect((await cluster.fetch(1, "/api/auth/me", { token: fresh })).status).toBe(200);
  });

  it("a setting saved through A is in force on B within 1 s", async () => {
    const saved = await cluster.fetch(0, "/api/config/admin", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ config: { pageSize: 17 } }),
    });
    expect(saved.status).toBe(200);
    expect(cluster.instances[0]!.config.get().pageSize).toBe(17);
    await waitFor(
      "B to read the new page size",
      () => cluster.instances[1]!.config.get().pageSize === 17,
      1_000,
    );
    const read = await cluster.fetch(1, "/api/config/admin", { token: admin });
    expect(((await read.json()) as { config: { pageSize: number } }).config.pageSize).toBe(17);
  });

  it("counts failed logins across instances: ten spread over A and B lock the eleventh on either", async () => {
    for (let i = 0; i < 10; i++) {
      const wrong = await cluster.fetch(i % 2, "/api/auth/me", {
        method: "POST",
        headers: GUESSER,
        body: JSON.stringify({ name: "admin", password: `wrong-${i}` }),
      });
      expect(wrong.status).toBe(401);
    }
    for (const i of [0, 1]) {
      const refused = await cluster.fetch(i, "/api/auth/me", {
        method: "POST",
        headers: GUESSER,
        body: JSON.stringify({ name: "admin", password: ADMIN_PASSWORD }),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("each instance names itself in /api/health/details and reports the database and folders", async () => {
    for (const i of [0, 1]) {
      const response = await cluster.fetch(i, "/api/health/details");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "ok",
        instance: `i${i}`,
        cluster: true,
        database: { reachable: true },
        folders: ["data", "covers", "cache", "logs"].map((name) => ({ name, writable: true })),
      });
      expect(await (await cluster.fetch(i, "/api/health")).text()).toBe("OK");
    }
  });
});
