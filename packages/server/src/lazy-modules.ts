/**
 * Heavy modules the server needs only now and then (thumbnails, derived covers, a single-work rescan) load on
 * first use, so an idle server stays small; the scan process loads them in its own memory.
 */
let sharpModule: Promise<typeof import("sharp")> | null = null;
let musicMetadata: Promise<typeof import("music-metadata")> | null = null;
let strtok3: Promise<typeof import("strtok3")> | null = null;

export async function loadSharp() {
  sharpModule ??= import("sharp").then((module) => {
    // One libvips thread per image and no operation cache: the server makes images one at a time and keeps
    // the results on disk, so its memory stays flat instead of growing with the cores and recent images.
    module.default.concurrency(1);
    module.default.cache(false);
    return module;
  });
  return (await sharpModule).default;
}

export function loadMusicMetadata() {
  musicMetadata ??= import("music-metadata");
  return musicMetadata;
}

/** strtok3, music-metadata's tokenizers, for the durations' file tokenizer (library/blocking-file-tokenizer.ts). */
export function loadStrtok3() {
  strtok3 ??= import("strtok3");
  return strtok3;
}
