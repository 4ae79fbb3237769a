/**
 * AI lyric task statuses (reference §6.1): 1 pending, 2 transcribing, 3 success, 4 error; 0 = no task (aggregates).
 * Kept in a zod-free module so the web app can import the values without bundling zod.
 */
export const AI_LYRIC_STATUS = { none: 0, pending: 1, transcribing: 2, success: 3, error: 4 } as const;
export type AiLyricStatus = (typeof AI_LYRIC_STATUS)[keyof typeof AI_LYRIC_STATUS];
