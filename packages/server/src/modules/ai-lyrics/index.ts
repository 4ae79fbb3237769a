/** AI lyric tasks: their list route and where a finished task's lyric is stored; the one door into the module. */
export { aiLyricsRoutes } from "./ai-lyrics.routes.ts";
export { AiLyricsService } from "./ai-lyrics.service.ts";
export { aiLyricFileOf } from "./lyric-files.ts";
