/**
 * The file tree of the 同步文件选择 dialog (spec 1 §4): a checkbox per node, a folder's state derived from its
 * children. The selection is the set of chosen leaves (files and empty folders), keyed by their position in
 * the tree, so two entries with the same title cannot be confused.
 */

/** A node of the remote tree as GET /api/syncer answers it; other remote fields ride along untouched. */
export interface RemoteNode {
  type: string;
  title: string;
  /** Bytes; the server asks the remote when its tree leaves it out. */
  size?: unknown;
  children?: RemoteNode[];
}

/** 0 none, 1 some, 2 all (kikoeru's `selection`). */
export type Selection = 0 | 1 | 2;

export interface NodeSummary {
  selection: Selection;
  /** Bytes of the selected files at or under the node. */
  selectedSize: number;
}

/** A node as the create call sends it: the remote fields plus `relativePath` ("/folder/file"). */
export type SyncNode = Omit<RemoteNode, "children"> & { relativePath: string; children?: SyncNode[] };

export function childKey(parentKey: string, index: number): string {
  return parentKey === "" ? String(index) : `${parentKey}/${index}`;
}

const isFolder = (node: RemoteNode) => node.type === "folder";

/** A file's size in bytes (0 when the remote did not say). */
export function sizeOf(node: RemoteNode): number {
  return typeof node.size === "number" && Number.isFinite(node.size) ? node.size : 0;
}

function collectLeaves(nodes: readonly RemoteNode[], parentKey: string, into: string[]): string[] {
  nodes.forEach((node, index) => {
    const key = childKey(parentKey, index);
    if (isFolder(node) && node.children && node.children.length > 0) collectLeaves(node.children, key, into);
    else into.push(key);
  });
  return into;
}

/** Every node starts selected when a new tree arrives. */
export function selectAll(tree: readonly RemoteNode[]): Set<string> {
  return new Set(collectLeaves(tree, "", []));
}

/** The state and selected size of every node by key, in one pass. */
export function summarise(
  tree: readonly RemoteNode[],
  selected: ReadonlySet<string>,
): Map<string, NodeSummary> {
  const summaries = new Map<string, NodeSummary>();
  const visit = (node: RemoteNode, key: string): NodeSummary => {
    let summary: NodeSummary;
    if (isFolder(node) && node.children && node.children.length > 0) {
      const parts = node.children.map((child, index) => visit(child, childKey(key, index)));
      const selectedSize = parts.reduce((total, part) => total + part.selectedSize, 0);
      const all = parts.every((part) => part.selection === 2);
      const none = parts.every((part) => part.selection === 0);
      summary = { selection: all ? 2 : none ? 0 : 1, selectedSize };
    } else {
      const on = selected.has(key);
      summary = { selection: on ? 2 : 0, selectedSize: on && !isFolder(node) ? sizeOf(node) : 0 };
    }
    summaries.set(key, summary);
    return summary;
  };
  tree.forEach((node, index) => {
    visit(node, childKey("", index));
  });
  return summaries;
}

/** Total bytes of the selected files (已选择). */
export function totalSelectedSize(summaries: ReadonlyMap<string, NodeSummary>, tree: readonly RemoteNode[]) {
  return tree.reduce(
    (total, _node, index) => total + (summaries.get(childKey("", index))?.selectedSize ?? 0),
    0,
  );
}

function findNode(tree: readonly RemoteNode[], key: string): RemoteNode | undefined {
  let nodes: readonly RemoteNode[] | undefined = tree;
  let node: RemoteNode | undefined;
  for (const part of key.split("/")) {
    node = nodes?.[Number(part)];
    nodes = node?.children;
  }
  return node;
}

/**
 * Clicking a partly or fully selected node clears it and everything below; clicking an unselected one
 * selects it and everything below.
 */
export function toggle(
  tree: readonly RemoteNode[],
  selected: ReadonlySet<string>,
  key: string,
  current: Selection,
): Set<string> {
  const node = findNode(tree, key);
  const next = new Set(selected);
  if (!node) return next;
  const leaves = isFolder(node) && node.children?.length ? collectLeaves(node.children, key, []) : [key];
  for (const leaf of leaves) {
    if (current === 0) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}

/** The tree to send: only selected nodes, recursively, each with its `relativePath`. */
export function selectedTree(
  tree: readonly RemoteNode[],
  summaries: ReadonlyMap<string, NodeSummary>,
  parentKey = "",
  parentPath = "",
): SyncNode[] {
  return tree.flatMap((node, index) => {
    const key = childKey(parentKey, index);
    if ((summaries.get(key)?.selection ?? 0) === 0) return [];
    const relativePath = `${parentPath}/${node.title}`;
    const { children, ...fields } = node;
    if (!children) return [{ ...fields, relativePath }];
    return [{ ...fields, relativePath, children: selectedTree(children, summaries, key, relativePath) }];
  });
}

/** "mp3" for "01 本編.mp3"; empty for folders and names without one. */
export function extensionOf(node: RemoteNode): string {
  if (isFolder(node)) return "";
  const dot = node.title.lastIndexOf(".");
  return dot > 0 ? node.title.slice(dot + 1).toLowerCase() : "";
}
