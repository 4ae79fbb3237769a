import path from "node:path";

export type FileType = "audio" | "video" | "text" | "image" | "other";

const TYPES: Record<string, FileType> = {};
const assign = (type: FileType, extensions: string) => {
  for (const ext of extensions.split(" ")) TYPES[`.${ext}`] = type;
};
assign("audio", "mp3 ogg oga opus wav aac flac m4a mka wma ape aif aiff alac tta wv dsf");
assign("video", "mp4 m4v webm mkv avi mov wmv flv ts");
assign("text", "txt lrc srt ass ssa vtt md nfo csv");
assign("image", "jpg jpeg png webp gif bmp avif");

/** Lyric/subtitle files that are matched to audio by base name. */
export const LYRIC_EXTENSIONS = new Set([".lrc", ".srt", ".vtt", ".ass"]);

/** The `work_files.type` of a file name, by its lower-cased extension. */
export function fileTypeOf(name: string): FileType {
  return TYPES[path.extname(name).toLowerCase()] ?? "other";
}

/** Whether music-metadata should read a duration for this type. */
export function hasDuration(type: FileType): boolean {
  return type === "audio" || type === "video";
}
