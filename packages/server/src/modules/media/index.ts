/**
 * Media files, lyrics and thumbnails of works, and the conditional, ranged sending of files other modules
 * (covers, label lists) reuse: the one door into the media module.
 */
export { writeCacheFile } from "./cache-file.ts";
export { lyricSaveRoutes } from "./lyric-save.routes.ts";
export { LyricSaveService } from "./lyric-save.service.ts";
export { LyricsRepo } from "./lyrics.repo.ts";
export { LyricsService } from "./lyrics.service.ts";
export { mediaRoutes } from "./media.routes.ts";
export { MediaService } from "./media.service.ts";
export { bufferEntity, type Entity, etagOf, fileEntity, matchesEtag, sendEntity } from "./send.ts";
export { THUMBNAIL_SIZE, Thumbnails } from "./thumbnails.ts";
export { type OpenedFile, openInside, WorkFiles } from "./work-files.ts";
