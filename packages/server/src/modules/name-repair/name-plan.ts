import { decodeName } from "../../library/names.ts";
import { currentName, fixName } from "./name-fix.ts";

const SLASH = Buffer.from("/");

/** One entry (file or folder) below a work folder: its parent's path and its name, as raw bytes. */
export interface FolderEntry {
  /** The parent's path relative to the work folder ("" at the top), "/"-separated bytes. */
  parent: Buffer;
  name: Buffer;
}

/** A rename of the plan: `from` is the entry's path (old names), `name` its new name, as bytes. */
export interface PlannedRename {
  from: Buffer;
  name: Buffer;
  /** For people: the path as it shows now (U+FFFD where bytes are not UTF-8) and after. */
  fromText: string;
  toText: string;
  encoding: string;
}

export interface NamePlan {
  /** Deepest entries first, so a folder is renamed after everything inside it. */
  renames: PlannedRename[];
  /** Names two entries would share, or that another entry already has: with any, nothing is renamed. */
  conflicts: { to: string; from: string[] }[];
}

export const joinPath = (parent: Buffer, name: Buffer): Buffer =>
  parent.length === 0 ? name : Buffer.concat([parent, SLASH, name]);

const depthOf = (path: Buffer) => (path.length === 0 ? 0 : path.toString("latin1").split("/").length);
const shown = (path: Buffer) => currentName(path).normalize("NFC");

/**
 * Plans the repair of a work folder's names: every entry whose name has a clear fix (name-fix.ts), deepest
 * first. Within one folder, names are compared as the scanner shows them (NFC): a new name equal to another
 * entry's name, new or current, is a conflict.
 */
export function planRenames(entries: readonly FolderEntry[]): NamePlan {
  const folders = new Map<string, FolderEntry[]>();
  for (const entry of entries) {
    const key = entry.parent.toString("hex");
    folders.set(key, [...(folders.get(key) ?? []), entry]);
  }
  const renames: PlannedRename[] = [];
  const conflicts: NamePlan["conflicts"] = [];
  for (const siblings of folders.values()) {
    // Each name in the folder with who would hold it, and whether a rename of the plan is one of them.
    const taken = new Map<string, { who: string[]; renamed: boolean }>();
    const claim = (name: string, who: string, renamed: boolean) => {
      const seen = taken.get(name) ?? { who: [], renamed: false };
      taken.set(name, { who: [...seen.who, who], renamed: seen.renamed || renamed });
    };
    for (const entry of siblings) {
      const from = joinPath(entry.parent, entry.name);
      const display = decodeName(entry.name).name;
      const fix = fixName(entry.name);
      claim(display, shown(from), fix?.name === display);
      if (!fix) continue;
      const name = Buffer.from(fix.name, "utf8");
      const toText = shown(joinPath(entry.parent, name));
      renames.push({ from, name, fromText: shown(from), toText, encoding: fix.encoding });
      if (fix.name !== display) claim(fix.name, shown(from), true);
    }
    for (const [name, { who, renamed }] of taken)
      if (renamed && who.length > 1) conflicts.push({ to: name, from: who });
  }
  renames.sort((a, b) => depthOf(b.from) - depthOf(a.from) || Buffer.compare(a.from, b.from));
  return { renames, conflicts };
}
