import fs from "node:fs/promises";
import { readFileIfExists, writeFileAtomic } from "./files.ts";

/**
 * The signing keys (`jwtsecret`) of kikoeru installations that `npm run import` brought accounts from, per
 * account: `kikoeruTokenKeys` in the owner-only secrets file, beside our own key. An account's old kikoeru
 * token is checked against the key of the installation it came from and no other (docs/security.md).
 */
const FIELD = "kikoeruTokenKeys";

type KeysByUser = Record<string, string>;

function keysIn(text: string | null): KeysByUser {
  if (text === null) return {};
  const keys = (JSON.parse(text) as Record<string, unknown>)[FIELD];
  if (typeof keys !== "object" || keys === null) return {};
  return Object.fromEntries(
    Object.entries(keys).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Records `secret` as the key old tokens of the named (just imported) accounts are checked against. */
export async function addKikoeruTokenKeys(
  secretsFile: string,
  names: readonly string[],
  secret: string,
): Promise<void> {
  if (names.length === 0) return;
  const text = await readFileIfExists(secretsFile);
  const secrets = text === null ? {} : (JSON.parse(text) as Record<string, unknown>);
  const keys = keysIn(text);
  for (const name of names) keys[name] = secret;
  await writeFileAtomic(secretsFile, `${JSON.stringify({ ...secrets, [FIELD]: keys }, null, 2)}\n`, 0o600);
}

/**
 * The imported keys as the running server sees them: read again when the secrets file changed, so an import
 * run beside the server (`npm run import`, or the admin page) takes effect without a restart.
 */
export class KikoeruTokenKeys {
  private keys: KeysByUser = {};
  private readAtMtimeMs = -1;

  constructor(private readonly secretsFile: string) {}

  async keyFor(name: string): Promise<string | null> {
    const mtimeMs = await fs.stat(this.secretsFile).then(
      (stat) => stat.mtimeMs,
      () => 0,
    );
    if (mtimeMs !== this.readAtMtimeMs) {
      this.keys = keysIn(await readFileIfExists(this.secretsFile));
      this.readAtMtimeMs = mtimeMs;
    }
    return Object.hasOwn(this.keys, name) ? this.keys[name]! : null;
  }
}
