import fs from "node:fs/promises";

/**
 * File systems whose changes made elsewhere (another machine, a FUSE daemon) send no inotify events: a root on
 * one of them is scanned periodically instead of watched. Magic numbers of statfs(2) `f_type`.
 */
const REMOTE_TYPES = new Map<number, string>([
  [0x6969, "nfs"],
  [0x517b, "smb"],
  [0xff534d42, "cifs"],
  [0xfe534d42, "smb2"],
  [0x65735546, "fuse"],
  [0x01021997, "9p"],
  [0x00c36400, "ceph"],
  [0x5346414f, "afs"],
  [0x47504653, "gpfs"],
  [0x0bd00bd0, "lustre"],
]);

/** The name of the network or FUSE file system `folder` is on, or null for a local one (or off Linux). */
export async function remoteFileSystem(folder: string): Promise<string | null> {
  if (process.platform !== "linux") return null;
  try {
    const stats = await fs.statfs(folder);
    return REMOTE_TYPES.get(stats.type >>> 0) ?? null;
  } catch {
    return null;
  }
}
