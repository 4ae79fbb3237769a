import {
  formatTrackHash,
  type TrackFileNode,
  type TrackFolderNode,
  type TrackNode,
  type TrackNodeType,
} from "@kikoeru/contract";
import { IMAGE_EXTENSIONS, OTHER_EXTENSIONS, TEXT_EXTENSIONS, type Track } from "./track-order.ts";

const NODE_TYPES = new Map<string, TrackNodeType>([
  ...TEXT_EXTENSIONS.map((ext) => [ext, "text"] as const),
  ...IMAGE_EXTENSIONS.map((ext) => [ext, "image"] as const),
  ...OTHER_EXTENSIONS.map((ext) => [ext, "other"] as const),
]);

/** Kikoeru's node type for an extension: text, image, other (pdf), and audio for the rest of the list. */
export function nodeTypeOf(ext: string): Exclude<TrackNodeType, "folder"> {
  return (NODE_TYPES.get(ext) ?? "audio") as Exclude<TrackNodeType, "folder">;
}

function fileNode(track: Track, workId: number, workTitle: string): TrackFileNode {
  const hash = formatTrackHash(workId, track.index);
  const type = nodeTypeOf(track.ext);
  return {
    type,
    hash,
    title: track.title,
    path: track.file.path,
    size: track.file.size,
    ...(type === "audio" && track.file.duration !== null ? { duration: track.file.duration } : {}),
    workTitle,
    mediaStreamUrl: `/api/media/stream/${hash}`,
    mediaDownloadUrl: `/api/media/download/${hash}`,
  };
}

/**
 * The nested tree of reference §4.12 from an ordered track list: one folder node per path segment (on every
 * OS), folders created in track order before the files of the same folder, files in track order.
 */
export function buildTrackTree(tracks: readonly Track[], workId: number, workTitle: string): TrackNode[] {
  const root: TrackNode[] = [];
  const folders = new Map<string, TrackFolderNode>();
  const folderOf = (subtitle: string | null): TrackNode[] => {
    if (subtitle === null) return root;
    let children = root;
    let prefix = "";
    for (const segment of subtitle.split("/")) {
      prefix = prefix === "" ? segment : `${prefix}/${segment}`;
      let folder = folders.get(prefix);
      if (!folder) {
        folder = { type: "folder", title: segment, path: prefix, children: [] };
        folders.set(prefix, folder);
        children.push(folder);
      }
      children = folder.children;
    }
    return children;
  };
  for (const track of tracks) folderOf(track.subtitle);
  for (const track of tracks) folderOf(track.subtitle).push(fileNode(track, workId, workTitle));
  return root;
}
