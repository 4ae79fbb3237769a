import { readFileSync } from "node:fs";
import tls from "node:tls";

const SYSTEM_BUNDLES = ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt"];

let cached: string[] | null = null;

function readPem(file: string | undefined): string[] {
  if (!file) return [];
  try {
    return [readFileSync(file, "utf8")];
  } catch {
    return [];
  }
}

/**
 * Certificates outbound TLS trusts: Node's bundled roots, the system store (so a certificate the admin
 * installed with update-ca-certificates works) and NODE_EXTRA_CA_CERTS. Node drops NODE_EXTRA_CA_CERTS
 * whenever a `ca` list is given, so it is read here explicitly.
 */
export function trustedCertificates(): string[] {
  if (!cached) {
    const system = SYSTEM_BUNDLES.flatMap(readPem).slice(0, 1);
    cached = [...tls.rootCertificates, ...system, ...readPem(process.env.NODE_EXTRA_CA_CERTS)];
  }
  return cached;
}
