import { checkImportantWorkTreeOption } from "@kikoeru/contract";

export interface ImportantRule {
  mode: "time" | "count";
  pattern: RegExp;
}

interface ScoredFile {
  path: string;
  duration: number | null;
}

/** The rule of `importantWorkTreeOption` ("off", "time:<regex>", "count:<regex>"); null when off or invalid. */
export function parseImportantOption(value: string): ImportantRule | null {
  if (value === "off" || checkImportantWorkTreeOption(value) !== null) return null;
  const colon = value.indexOf(":");
  const mode = value.slice(0, colon).trim().toLowerCase() as ImportantRule["mode"];
  return { mode, pattern: new RegExp(value.slice(colon + 1), "i") };
}

/**
 * The folder of a work to open first when it ships several editions (mp3/wav, SE on/off…): among the folders
 * that directly hold files whose name matches the rule's pattern, the one with the most matching playing time
 * (`time:`) or the most matching files (`count:`); ties go to the folder with more matching files, then to the
 * first path. Returns the folder path relative to the work ("" for its top), or null when nothing matches.
 */
export function pickImportantFolder(files: readonly ScoredFile[], rule: ImportantRule | null): string | null {
  if (!rule) return null;
  const scores = new Map<string, { score: number; count: number }>();
  for (const file of files) {
    const slash = file.path.lastIndexOf("/");
    const name = file.path.slice(slash + 1);
    if (!rule.pattern.test(name)) continue;
    if (rule.mode === "time" && file.duration === null) continue;
    const folder = slash < 0 ? "" : file.path.slice(0, slash);
    const entry = scores.get(folder) ?? { score: 0, count: 0 };
    entry.score += rule.mode === "time" ? (file.duration ?? 0) : 1;
    entry.count += 1;
    scores.set(folder, entry);
  }
  let best: { folder: string; score: number; count: number } | null = null;
  for (const [folder, { score, count }] of scores) {
    const better =
      !best ||
      score > best.score + 1e-6 ||
      (Math.abs(score - best.score) <= 1e-6 &&
        (count > best.count || (count === best.count && folder.localeCompare(best.folder, "ja") < 0)));
    if (better) best = { folder, score, count };
  }
  return best && best.score > 0 ? best.folder : null;
}
