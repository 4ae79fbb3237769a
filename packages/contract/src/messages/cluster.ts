/** Sentences of cluster mode (issue #18): start-up refusals and the log lines of the instance bus. */
export const clusterTexts = {
  "cluster.needsPostgres":
    "集群模式（KIKOERU_CLUSTER=1）需要 PostgreSQL：请设置 DATABASE_URL 指向所有实例共用的 PostgreSQL 数据库，或去掉 KIKOERU_CLUSTER 以单实例运行（SQLite）。",
  "cluster.badRoles": 'KIKOERU_ROLES 中有未知的角色 "{{role}}"，可用角色: {{known}}（用逗号分隔，默认全部）',
  "cluster.badFlag": 'KIKOERU_CLUSTER 的值 "{{value}}" 无效，应为 1 或 0',
  "cluster.started": "集群模式已开启：实例 {{instance}}，角色 {{roles}}",
  "cluster.busLost":
    "与 PostgreSQL 的通知连接已断开，{{seconds}} 秒后重连（期间每 {{poll}} 秒轮询一次设置和账号）",
  "cluster.holderLost": "正在转码此文件的另一个实例已停止，请重试",
  "cluster.noTranscoder":
    "集群中没有在线的转码实例（KIKOERU_ROLES 含 transcode 且装有 ffmpeg 的实例），无法转码. 原始文件仍可正常播放.",
} as const;
