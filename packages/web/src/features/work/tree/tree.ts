import type { TrackFileNode, TrackFolderNode, TrackNode } from "@kikoeru/contract";
import type { QueueTrack } from "../../../player/engine.ts";

interface FolderView {
  /** Entries of the folder shown. */
  nodes: TrackNode[];
  /** Folders from the root down to the one shown (empty at the root). */
  trail: TrackFolderNode[];
}

/** The folder at `path` (a folder node's `path`), or the root when it is empty or no longer exists. */
export function openFolder(tree: TrackNode[], path: string | null): FolderView {
  if (path) {
    const trail = findTrail(tree, path);
    if (trail) return { nodes: trail[trail.length - 1]!.children, trail };
  }
  return { nodes: tree, trail: [] };
}

function findTrail(nodes: TrackNode[], path: string): TrackFolderNode[] | null {
  for (const node of nodes) {
    if (node.type !== "folder") continue;
    if (node.path === path) return [node];
    if (path.startsWith(`${node.path}/`)) {
      const rest = findTrail(node.children, path);
      if (rest) return [node, ...rest];
    }
  }
  return null;
}

/** Where to open a work: down through folders that are the only entry of their level (wrapper folders). */
export function autoDescendPath(tree: TrackNode[]): string | null {
  let nodes = tree;
  let path: string | null = null;
  while (nodes.length === 1 && nodes[0]!.type === "folder") {
    path = nodes[0]!.path;
    nodes = nodes[0]!.children;
  }
  return path;
}

/** The folder part of a file's path ("" at the top), shown as the track's subtitle. */
function folderOf(path: string): string | null {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? null : path.slice(0, slash);
}

export function toQueueTrack(node: TrackFileNode, workId: number): QueueTrack {
  return {
    hash: node.hash,
    title: node.title,
    subtitle: folderOf(node.path),
    workTitle: node.workTitle,
    workId,
    mediaStreamUrl: node.mediaStreamUrl,
    ...(node.duration !== undefined ? { duration: node.duration } : {}),
  };
}

/** The audio files directly in a folder (not its subfolders), in order. */
export function audioFiles(nodes: TrackNode[]): TrackFileNode[] {
  return nodes.filter((node): node is TrackFileNode => node.type === "audio");
}

export function imageFiles(nodes: TrackNode[]): TrackFileNode[] {
  return nodes.filter((node): node is TrackFileNode => node.type === "image");
}

/**
 * What Play queues for a folder (or the work's root): its own audio files in order, or else the first folder
 * beneath it, depth first, that holds audio — so a work split into "mp3/" and "wav/" plays one copy, not both.
 * `folder` is that folder when it lies beneath; null when the audio sits directly in `nodes` or there is none.
 */
export function playableAudio(nodes: TrackNode[]): {
  files: TrackFileNode[];
  folder: TrackFolderNode | null;
} {
  const files = audioFiles(nodes);
  if (files.length > 0) return { files, folder: null };
  for (const node of nodes) {
    if (node.type !== "folder") continue;
    const inner = playableAudio(node.children);
    if (inner.files.length > 0) return { files: inner.files, folder: inner.folder ?? node };
  }
  return { files: [], folder: null };
}
