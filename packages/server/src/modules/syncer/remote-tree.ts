import { message, parseWorkIdParam, type SyncerNode } from "@kikoeru/contract";
import { Limiter } from "../../library/pool.ts";
import { RemoteError, type RemoteServer } from "./remote-server.ts";
import { remoteSegment, UnsafePathError } from "./safe-path.ts";

/** One file of the remote work, as the syncer downloads it. */
export interface RemoteFile {
  /** kikoeru's `relativePath`: "/folder/file", the remote titles as they are. */
  relativePath: string;
  /** The local path inside the work folder: safe segments joined by "/". */
  path: string;
  url: string;
  size: number;
  /** A hex SHA-256 when the remote offers one (a `sha256` field); null otherwise. */
  sha256: string | null;
}

const MAX_DEPTH = 32;
const MAX_NODES = 20_000;
/** Size requests at once when the remote's tree leaves sizes out. */
const SIZE_LOOKUPS = 4;

/** A template with `{code_for_the_work}` and `{code}` (the code) and `{id}` (kikoeru's numeric id) filled in. */
export function expandTemplate(template: string, code: string): string {
  const id = parseWorkIdParam(code);
  return template
    .replaceAll("{code_for_the_work}", code)
    .replaceAll("{code}", code)
    .replaceAll("{id}", String(id ?? code));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The node list of a tracks answer: a bare array (kikoeru, asmr.one) or `{tracks}`. */
function nodesOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw) && Array.isArray(raw.tracks)) return raw.tracks;
  throw new RemoteError(message("syncer.remoteNoTracks"), false);
}

interface Walk {
  files: (RemoteFile & { node: SyncerNode })[];
  seen: Set<string>;
  count: number;
}

function walk(
  remote: RemoteServer,
  nodes: unknown[],
  parent: string,
  local: string,
  depth: number,
  into: Walk,
) {
  if (depth > MAX_DEPTH) throw new RemoteError(message("syncer.remoteNoTracks"), false);
  return nodes.map((raw): SyncerNode => {
    if (++into.count > MAX_NODES || !isRecord(raw) || typeof raw.title !== "string")
      throw new RemoteError(message("syncer.remoteNoTracks"), false);
    const relativePath = `${parent}/${raw.title}`;
    const name = remoteSegment(raw.title, relativePath);
    const localPath = local === "" ? name : `${local}/${name}`;
    if (Array.isArray(raw.children) || raw.type === "folder") {
      const children = Array.isArray(raw.children) ? raw.children : [];
      return {
        ...raw,
        type: "folder",
        title: raw.title,
        relativePath,
        children: walk(remote, children, relativePath, localPath, depth + 1, into),
      };
    }
    const link =
      typeof raw.mediaDownloadUrl === "string" && raw.mediaDownloadUrl !== ""
        ? raw.mediaDownloadUrl
        : raw.mediaStreamUrl;
    const url = typeof link === "string" ? remote.resolve(link) : null;
    if (!url) throw new RemoteError(message("syncer.badUrl", { path: relativePath }), false);
    if (into.seen.has(localPath.toLowerCase())) throw new UnsafePathError(relativePath);
    into.seen.add(localPath.toLowerCase());
    const size =
      typeof raw.size === "number" && Number.isSafeInteger(raw.size) && raw.size >= 0 ? raw.size : -1;
    const sha256 = typeof raw.sha256 === "string" && /^[0-9a-f]{64}$/i.test(raw.sha256) ? raw.sha256 : null;
    const node: SyncerNode = {
      ...raw,
      type: String(raw.type ?? "other"),
      title: raw.title,
      relativePath,
      size,
    };
    into.files.push({ relativePath, path: localPath, url, size, sha256, node });
    return node;
  });
}

/**
 * Reads a tracks answer: every node gets kikoeru's `relativePath`, every file its `size` (asked of the remote
 * when missing) and a local path made of safe segments. A path that could leave the work folder, two files
 * with one local name, or a file without a usable link refuses the whole tree.
 */
export async function readRemoteTree(
  remote: RemoteServer,
  raw: unknown,
  signal: AbortSignal,
): Promise<{ tracks: SyncerNode[]; files: RemoteFile[] }> {
  const into: Walk = { files: [], seen: new Set(), count: 0 };
  const tracks = walk(remote, nodesOf(raw), "", "", 0, into);
  const limiter = new Limiter(SIZE_LOOKUPS);
  await Promise.all(
    into.files
      .filter((file) => file.size < 0)
      .map((file) =>
        limiter.run(async () => {
          const size = await remote.retrying(signal, () => remote.size(file.url, signal));
          if (size === null)
            throw new RemoteError(message("syncer.noSize", { path: file.relativePath }), false);
          file.size = size;
          file.node.size = size;
        }),
      ),
  );
  return { tracks, files: into.files.map(({ node: _node, ...file }) => file) };
}

/** The `relativePath`s of the file nodes a client sent back (computed from titles when it left them out). */
export function selectedPaths(nodes: readonly SyncerNode[], parent = ""): Set<string> {
  const paths = new Set<string>();
  for (const node of nodes) {
    const relativePath = node.relativePath ?? `${parent}/${node.title}`;
    if (node.type === "folder" || Array.isArray(node.children)) {
      for (const child of selectedPaths(node.children ?? [], relativePath)) paths.add(child);
    } else paths.add(relativePath);
  }
  return paths;
}
