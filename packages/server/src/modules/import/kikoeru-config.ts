import fs from "node:fs";
import path from "node:path";
import { type AdminConfig, message } from "@kikoeru/contract";
import { z } from "zod";
import { SourceError } from "./kikoeru-source.repo.ts";

/** The parts of kikoeru's `config/config.json` the import needs (reference §8); other keys are ignored. */
const kikoeruConfigSchema = z.object({
  md5secret: z.string().min(1),
  jwtsecret: z.string().optional(),
  rootFolders: z.array(z.object({ name: z.string(), path: z.string() })).default([]),
  tagLanguage: z.enum(["zh-cn", "zh-tw", "ja-jp"]).default("zh-cn"),
  coverFolderDir: z.string().optional(),
  coverUseDefaultPath: z.boolean().default(false),
});

export interface KikoeruConfig {
  md5secret: string;
  jwtsecret: string | null;
  rootFolders: { name: string; path: string }[];
  tagLanguage: AdminConfig["tagLanguage"];
  /** Where kikoeru kept its covers: `coverFolderDir`, or `./covers` beside the program with the default switch. */
  coversDir: string;
}

/** Reads kikoeru's config.json; a missing, unreadable or invalid file throws a SourceError naming it. */
export function readKikoeruConfig(file: string): KikoeruConfig {
  let parsed: z.infer<typeof kikoeruConfigSchema>;
  try {
    parsed = kikoeruConfigSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch (error) {
    throw new SourceError(message("import.errorConfig", { file, reason: reasonOf(error) }));
  }
  // The config sits in `<program>/config/`; kikoeru resolves relative folders against the program folder.
  const programDir = path.dirname(path.dirname(path.resolve(file)));
  const coverSetting =
    parsed.coverUseDefaultPath || !parsed.coverFolderDir ? "./covers" : parsed.coverFolderDir;
  return {
    md5secret: parsed.md5secret,
    jwtsecret: parsed.jwtsecret ?? null,
    rootFolders: parsed.rootFolders,
    tagLanguage: parsed.tagLanguage,
    coversDir: path.resolve(programDir, coverSetting),
  };
}

/**
 * Why the config was refused. JSON.parse quotes the start of the text, so a file the admin page was pointed at
 * is never echoed.
 */
function reasonOf(error: unknown): string {
  if (error instanceof z.ZodError) {
    return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  }
  return error instanceof SyntaxError ? message("import.errorNotJson") : (error as Error).message;
}
