import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** A throwaway self-signed certificate for localhost and 127.0.0.1, made with openssl. */
export async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kikoeru-tls-"));
  try {
    await promisify(execFile)("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ]);
    return {
      key: await fs.readFile(path.join(dir, "key.pem"), "utf8"),
      cert: await fs.readFile(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
