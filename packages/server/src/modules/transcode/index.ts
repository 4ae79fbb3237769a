/** AAC transcoding and pre-transcoding of tracks, with its cache: the one door into the transcode module. */
export type { TranscodeOptions } from "./options.ts";
export { registerTranscode } from "./transcode.module.ts";
export type { TranscodeService } from "./transcode.service.ts";
