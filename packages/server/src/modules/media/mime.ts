const TYPES: Record<string, string> = {
  ".mp3": "audio/mpeg",
  ".ogg": "audio/ogg",
  ".opus": "audio/ogg",
  ".wav": "audio/wav",
  ".aac": "audio/aac",
  // iOS refuses audio/x-flac (reference §1.4).
  ".flac": "audio/flac",
  ".m4a": "audio/mp4",
  ".mka": "audio/x-matroska",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".bmp": "image/bmp",
  ".pdf": "application/pdf",
  ".txt": "text/plain",
  ".lrc": "text/plain",
  ".srt": "text/plain",
  // A browser's <track> element takes WebVTT only under its own type.
  ".vtt": "text/vtt",
  ".ass": "text/plain",
};

/** Text files streamed as UTF-8 after charset detection, under their own type (text/plain, text/vtt). */
export const TEXT_FILE_EXTENSIONS = new Set([".txt", ".lrc", ".srt", ".vtt", ".ass"]);

/**
 * The Content-Type for a file extension. Anything not listed (HTML, SVG, scripts…) is served as
 * application/octet-stream so that a file in a work folder can never run as a page of this origin.
 */
export function contentTypeOf(ext: string): string {
  return TYPES[ext] ?? "application/octet-stream";
}
