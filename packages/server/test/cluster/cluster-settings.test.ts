import { afterAll, beforeAll, expect, it } from "vitest";
import { dataPaths } from "../../src/config/data-dir.ts";
import { writeFileAtomic } from "../../src/config/files.ts";
import { hashPassword } from "../../src/modules/auth/index.ts";
import { ADMIN_PASSWORD } from "../harness.ts";
import { describeCluster, startTestCluster, type TestCluster, waitFor } from "./cluster-harness.ts";

/** The 5 s fallback re-read, and settings saved on two instances at the same instant. */
describeCluster("cluster settings: the fallback re-read, simultaneous saves", () => {
  let cluster: TestCluster;
  let admin: string;

  beforeAll(async () => {
    cluster = await startTestCluster(2);
    admin = await cluster.login(0, "admin", ADMIN_PASSWORD);
  }, 60_000);
  afterAll(() => cluster?.close());

  it("a change whose note B never gets (its listener was down) reaches B by the re-read within ~5 s", async () => {
    const [a, b] = cluster.instances;
    const created = await cluster.fetch(0, "/api/credentials/user", {
      method: "POST",
      token: admin,
      body: JSON.stringify({ name: "quiet", password: "first-password", group: "user" }),
    });
    expect(created.status).toBe(200);
    const old = await cluster.login(0, "quiet", "first-password");
    expect((await cluster.fetch(1, "/api/auth/me", { token: old })).status).toBe(200);
    // Written as another instance writes them, but with no NOTIFY: only the periodic re-read can tell B.
    const password = await hashPassword("second-password");
    await a!.database.db
      .updateTable("users")
      .set((eb) => ({
        password,
        token_version: eb("token_version", "+", 1),
      }))
      .where("name", "=", "quiet")
      .execute();
    const file = dataPaths(cluster.dir).configFile;
    await writeFileAtomic(file, JSON.stringify({ ...b!.config.get(), pageSize: 19 }));
    await waitFor(
      "B to refuse the old token and read the setting",
      async () =>
        b!.config.get().pageSize === 19 &&
        (await cluster.fetch(1, "/api/auth/me", { token: old })).status === 401,
      7_000,
    );
  });

  it("two admins saving different settings on A and B at once: both changes survive, on both instances", async () => {
    const [a, b] = cluster.instances;
    // kikoeru's client sends the whole config it showed, changed in one place.
    const [onA, onB] = await Promise.all([
      cluster.fetch(0, "/api/config/admin", {
        method: "PUT",
        token: admin,
        body: JSON.stringify({ config: { ...a!.config.get(), pageSize: 21 } }),
      }),
      cluster.fetch(1, "/api/config/admin", {
        method: "PUT",
        token: admin,
        body: JSON.stringify({ config: { ...b!.config.get(), rewindSeekTime: 30 } }),
      }),
    ]);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    for (const instance of [a!, b!]) {
      await waitFor(
        "both changes on every instance",
        () => instance.config.get().pageSize === 21 && instance.config.get().rewindSeekTime === 30,
        2_000,
      );
    }
  });
});
