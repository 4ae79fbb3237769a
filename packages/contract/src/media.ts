import { z } from "zod";
import { commonMessages } from "./errors.ts";
import { trackWorkIdSchema } from "./tracks.ts";

/** Cover sizes kikoeru clients ask for with `/api/cover/{id}?type=` (360x360: the main cover, if no own file). */
export const COVER_TYPES = ["main", "sam", "240x240", "360x360"] as const;
export type CoverType = (typeof COVER_TYPES)[number];

export const mediaMessages = {
  rootNotFound: (name: string) => `找不到文件夹: "${name}"，请尝试重启服务器或重新扫描.`,
  trackNotFound: (hash: string) => `找不到文件: ${hash}`,
  fileMissing: "文件不存在或无法读取，请重新扫描该作品",
  badHash: "无效的文件标识：应为 <作品ID>/<序号>，或 <作品ID> 加 ?path=<相对路径>",
  pathRefused: "拒绝访问：文件路径不在作品文件夹内",
  rangeNotSatisfiable: "请求的字节范围无效",
  unsupportedImage: (ext: string) => `获取小图像失败，不支持的图像格式"${ext}"`,
  imageTooLarge: (width: number, height: number, limit: number) =>
    `图片尺寸过大（${width}×${height} 像素，上限 ${limit} 像素），无法生成缩略图`,
  badCoverType: `封面类型只能是 ${COVER_TYPES.join("、")}`,
  lyricFound: "找到歌词文件",
  lyricNotFound: "不存在歌词文件",
  aiLyricNotFound: (id: number) => `没有找到指定成功的任务id=${id}`,
} as const;

/** Media routes of the two-segment form: `/api/media/stream/{id}/{index}`. */
export const trackIndexParamsSchema = z.object({
  id: trackWorkIdSchema,
  index: z.string().regex(/^\d{1,9}$/, { error: commonMessages.invalidValue }),
});

/** Media routes of the one-segment form: `{hash}` is `<id>/<index>` with the slash encoded, or a work id. */
export const trackHashParamsSchema = z.object({ hash: z.string().min(1).max(64) });

/** `path` names a file by its stable path relative to the work folder (then `{hash}` is the work id). */
export const trackQuerySchema = z.object({ path: z.string().min(1).max(4096).optional() });

/**
 * GET /api/media/check-lrc/{hash}: the sidecar lyric of a track, fetched as `/api/media/stream/<hash>`; `lrc`
 * is its text as well (UTF-8), empty when there is none or it is too large to inline.
 */
export const checkLrcResponseSchema = z.object({
  result: z.boolean(),
  message: z.string(),
  hash: z.string(),
  lyricExtension: z.string().optional(),
  lrc: z.string(),
});
export type CheckLrcResponse = z.infer<typeof checkLrcResponseSchema>;

/**
 * Match levels of a lyric option, lower is better:
 * 0 same folder and same name (`01.lrc` or `01.mp3.lrc` for `01.mp3`), or an AI lyric made for this track;
 * 1 same name in another folder of the work; 2 another lyric file in the same folder; 3 any other lyric file.
 */
export const LYRIC_MATCH_LEVELS = { sameName: 0, sameNameElsewhere: 1, sameFolder: 2, elsewhere: 3 } as const;

/**
 * A lyric the player may use. Local files: `hash` is the file's track hash (fetch it with
 * `/api/media/stream/<hash>`). AI lyrics (`isAI`): `hash` is the task id (fetch it with `/api/media/fetch-lrc/<id>`).
 */
export const lyricOptionSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  hash: z.string(),
  isAI: z.boolean(),
  matchLevel: z.number(),
});
export type LyricOption = z.infer<typeof lyricOptionSchema>;

export const queryLrcResponseSchema = z.object({
  result: z.boolean(),
  lyricList: z.array(lyricOptionSchema),
});
export type QueryLrcResponse = z.infer<typeof queryLrcResponseSchema>;

export const fetchLrcParamsSchema = z.object({
  id: z.string().regex(/^\d{1,9}$/, { error: commonMessages.invalidValue }),
});
export const fetchLrcResponseSchema = z.object({ lrc: z.string() });

export const coverParamsSchema = z.object({ id: trackWorkIdSchema });
export const coverQuerySchema = z.object({
  type: z.enum(COVER_TYPES, { error: mediaMessages.badCoverType }).default("main"),
});
