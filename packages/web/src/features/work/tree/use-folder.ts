import type { TrackNode } from "@kikoeru/contract";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { autoDescendPath } from "./tree.ts";

/** URL parameter of the folder shown, so back/forward and reloads keep it. */
const folderParam = "folder";

/**
 * The folder shown and a way to go to another (`null`: the root). On the first visit the tree opens the folder
 * `autoDescendPath` picks, replacing the history entry.
 */
export function useFolder(tree: TrackNode[] | undefined) {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (!tree || params.has(folderParam)) return;
    const start = autoDescendPath(tree);
    if (start)
      setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), [folderParam]: start }), {
        replace: true,
        preventScrollReset: true,
      });
  }, [tree, params, setParams]);

  const go = (path: string | null) => {
    const next = new URLSearchParams(params);
    next.set(folderParam, path ?? "");
    setParams(next, { preventScrollReset: true });
  };
  return [params.get(folderParam), go] as const;
}
