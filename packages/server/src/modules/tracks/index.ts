/** Track lists and trees of a work, in kikoeru order: the one door into the tracks module. */
export { orderTracks, type Track, type WorkFile } from "./track-order.ts";
export { TracksRepo, type WorkLocation } from "./tracks.repo.ts";
export { tracksRoutes } from "./tracks.routes.ts";
export { parseTrackRef, type TrackRef, TracksService } from "./tracks.service.ts";
