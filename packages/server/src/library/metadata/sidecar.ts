import { AGE_CATEGORIES, type AgeCategory, message, said } from "@kikoeru/contract";
import { z } from "zod";
import { SaidError } from "../said-error.ts";
import type { FileEntry } from "../work-files.ts";
import type { NamedRef, WorkMetadata } from "./types.ts";

/** Names of the metadata file at the top of a work folder, in order of preference. */
export const SIDECAR_NAMES = ["kikoeru.json", "metadata.json"];

const named = z.union([
  z.string().trim().min(1),
  z.object({
    id: z.union([z.number().int().nonnegative(), z.string().regex(/^(RG)?\d+$/i)]).optional(),
    name: z.string().trim().min(1),
  }),
]);

/** The local metadata file's format (README "Library folders and metadata"). Unknown keys are refused. */
export const sidecarSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, { error: message("sidecar.titleRequired") }),
  circle: named.optional(),
  vas: z.array(z.string().trim().min(1)).optional(),
  tags: z.array(named).optional(),
  release: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message("sidecar.badRelease") })
    .optional(),
  nsfw: z.boolean().optional(),
  age_category_string: z.enum(AGE_CATEGORIES).optional(),
  series: z.string().optional(),
  price: z.number().int().nonnegative().optional(),
  dl_count: z.number().int().nonnegative().optional(),
  rating: z.number().min(0).max(5).optional(),
  rate_count: z.number().int().nonnegative().optional(),
  review_count: z.number().int().nonnegative().optional(),
  cover: z.string().min(1).optional(),
  remote: z.boolean().optional(),
});
export type Sidecar = z.infer<typeof sidecarSchema>;

/** The metadata file is unreadable or invalid; the message says which field and why. */
class SidecarError extends SaidError {}

/** The work's metadata file among its files, or null. */
export function findSidecar(files: readonly FileEntry[]): FileEntry | null {
  for (const name of SIDECAR_NAMES) {
    const file = files.find((f) => f.path.toLowerCase() === name);
    if (file) return file;
  }
  return null;
}

export function parseSidecar(fileName: string, text: string): Sidecar {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new SidecarError(said("sidecar.badJson", { file: fileName, reason: (error as Error).message }));
  }
  const parsed = sidecarSchema.safeParse(json);
  if (!parsed.success) {
    const root = message("sidecar.root");
    const detail = parsed.error.issues.map((i) => `${i.path.join(".") || root}: ${i.message}`).join("；");
    throw new SidecarError(said("sidecar.invalid", { file: fileName, detail }));
  }
  return parsed.data;
}

function ref(value: z.infer<typeof named>): NamedRef {
  if (typeof value === "string") return { id: null, name: value };
  const id = value.id === undefined ? null : Number(String(value.id).replace(/^RG/i, ""));
  return { id, name: value.name };
}

/** The file's age category; `nsfw` alone says adult (true) or all ages (false). */
function ageOf(sidecar: Sidecar): AgeCategory | null {
  if (sidecar.age_category_string) return sidecar.age_category_string;
  return sidecar.nsfw === undefined ? null : sidecar.nsfw ? "adult" : "general";
}

/** Metadata from the file alone (source `local`). */
export function sidecarMetadata(sidecar: Sidecar): WorkMetadata {
  return {
    source: "local",
    title: sidecar.title,
    circle: sidecar.circle ? ref(sidecar.circle) : null,
    age: ageOf(sidecar),
    release: sidecar.release ?? null,
    series: sidecar.series ?? null,
    tags: (sidecar.tags ?? []).map(ref),
    vas: sidecar.vas ?? [],
    dynamic: {
      price: sidecar.price,
      dl_count: sidecar.dl_count,
      rate_average_2dp: sidecar.rating,
      rate_count: sidecar.rate_count,
      review_count: sidecar.review_count,
    },
    cover: null,
  };
}

/** Remote metadata with every field the file sets laid over it (the file wins). */
export function overlaySidecar(remote: WorkMetadata, sidecar: Sidecar): WorkMetadata {
  const local = sidecarMetadata(sidecar);
  const dynamic = { ...remote.dynamic };
  for (const [key, value] of Object.entries(local.dynamic)) {
    if (value !== undefined) (dynamic as Record<string, unknown>)[key] = value;
  }
  return {
    ...remote,
    title: local.title,
    circle: sidecar.circle ? local.circle : remote.circle,
    age: ageOf(sidecar) ?? remote.age,
    release: sidecar.release ?? remote.release,
    series: sidecar.series ?? remote.series,
    tags: sidecar.tags ? local.tags : remote.tags,
    vas: sidecar.vas ? local.vas : remote.vas,
    dynamic,
  };
}
