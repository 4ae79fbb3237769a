import type { TrackRef, TracksService } from "../tracks/index.ts";
import { contentDisposition } from "./disposition.ts";
import { contentTypeOf, TEXT_FILE_EXTENSIONS } from "./mime.ts";
import { type Entity, fileEntity } from "./send.ts";
import { MAX_CONVERTED_TEXT_BYTES, utf8TextEntity } from "./text.ts";
import { THUMBNAIL_EXTENSIONS, type Thumbnails, unsupportedImage } from "./thumbnails.ts";
import type { WorkFiles } from "./work-files.ts";

export interface MediaServiceDeps {
  tracks: TracksService;
  files: WorkFiles;
  thumbnails: Thumbnails;
}

/** The bodies of the file routes: stream (inline, text as UTF-8), download (attachment), thumbnails. */
export class MediaService {
  constructor(private readonly deps: MediaServiceDeps) {}

  async stream(ref: TrackRef): Promise<Entity> {
    const { work, file, title, ext } = await this.deps.tracks.resolve(ref);
    const opened = await this.deps.files.open(work, file);
    const disposition = contentDisposition("inline", title);
    if (TEXT_FILE_EXTENSIONS.has(ext) && opened.size <= MAX_CONVERTED_TEXT_BYTES) {
      return utf8TextEntity(opened, contentTypeOf(ext), disposition);
    }
    return fileEntity(opened, contentTypeOf(ext), disposition);
  }

  async download(ref: TrackRef): Promise<Entity> {
    const { work, file, title, ext } = await this.deps.tracks.resolve(ref);
    const opened = await this.deps.files.open(work, file);
    return fileEntity(opened, contentTypeOf(ext), contentDisposition("attachment", title));
  }

  async thumbnail(ref: TrackRef): Promise<Entity> {
    const { work, file, ext } = await this.deps.tracks.resolve(ref);
    if (!THUMBNAIL_EXTENSIONS.has(ext)) throw unsupportedImage(ext);
    return this.deps.thumbnails.entity(await this.deps.files.open(work, file), ext);
  }
}
