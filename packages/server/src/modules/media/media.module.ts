import path from "node:path";
import type { FastifyInstance } from "fastify";
import { placeholderCoverFile } from "../../../assets/index.ts";
import type { DataPaths } from "../../config/data-dir.ts";
import type { ConfigStore } from "../../config/store.ts";
import type { Database } from "../../db/database.ts";
import { coversRoutes } from "../covers/covers.routes.ts";
import { CoversService } from "../covers/covers.service.ts";
import { TracksRepo } from "../tracks/tracks.repo.ts";
import { tracksRoutes } from "../tracks/tracks.routes.ts";
import { TracksService } from "../tracks/tracks.service.ts";
import { aiLyricFileOf } from "./ai-lyrics.ts";
import { LyricsRepo } from "./lyrics.repo.ts";
import { LyricsService } from "./lyrics.service.ts";
import { mediaRoutes } from "./media.routes.ts";
import { MediaService } from "./media.service.ts";
import { Thumbnails } from "./thumbnails.ts";
import { WorkFiles } from "./work-files.ts";

/** Wires and registers the file side of works: track trees, media files, lyrics and covers. */
export async function registerMedia(
  app: FastifyInstance,
  deps: { database: Database; config: ConfigStore; paths: DataPaths },
): Promise<void> {
  const { db } = deps.database;
  const tracks = new TracksService(new TracksRepo(db));
  await app.register(tracksRoutes(tracks));
  const files = new WorkFiles(deps.config);
  const media = new MediaService({
    tracks,
    files,
    thumbnails: new Thumbnails(path.join(deps.paths.cacheDir, "thumbnails")),
  });
  const lyrics = new LyricsService({
    tracks,
    files,
    repo: new LyricsRepo(db),
    aiLyricFile: (id) => aiLyricFileOf(deps.paths, id),
  });
  await app.register(mediaRoutes({ media, lyrics }));
  const covers = new CoversService({
    config: deps.config,
    paths: deps.paths,
    placeholderFile: placeholderCoverFile,
  });
  await app.register(coversRoutes(covers));
}
