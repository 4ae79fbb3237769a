import type { zhCNAdmin } from "./zh-CN.admin.ts";
import type { zhCNAiLyrics } from "./zh-CN.ai-lyrics.ts";
import { zhCNEditing } from "./zh-CN.editing.ts";
import { zhCNErrors } from "./zh-CN.errors.ts";
import type { zhCNFailedWorks } from "./zh-CN.failed-works.ts";
import { zhCNFileEdits } from "./zh-CN.file-edits.ts";
import type { zhCNImport } from "./zh-CN.import.ts";
import { zhCNLibrary } from "./zh-CN.library.ts";
import type { zhCNListening } from "./zh-CN.listening.ts";
import { zhCNNameRepair } from "./zh-CN.name-repair.ts";
import type { zhCNPlayer } from "./zh-CN.player.ts";
import type { zhCNScanEstimate } from "./zh-CN.scan-estimate.ts";
import type { zhCNSyncer } from "./zh-CN.syncer.ts";
import type { zhCNWatch } from "./zh-CN.watch.ts";

export const zhCN = {
  app: {
    name: "Kikoeru",
    updated: "版本已更新",
    refresh: "刷新",
  },
  common: {
    language: "界面语言",
    toggleColorScheme: "切换夜间模式",
    close: "关闭",
    loading: "加载中…",
    retry: "重试",
    loadFailed: "加载失败",
    cancel: "取消",
    confirm: "确定",
  },
  auth: {
    subtitle: "登录以访问你的音声库",
    username: "用户名",
    password: "密码",
    submit: "登录",
    usernameTooShort: "用户名长度至少为 5",
    passwordTooShort: "密码长度至少为 5",
    loginSuccess: "登录成功.",
  },
  header: {
    menu: "菜单",
    back: "返回",
    search: "搜索",
    searchPlaceholder: "搜索作品、社团、声优、标签…",
    advancedHint: "点此进入聚合搜索，支持多关键字搜索",
    clear: "清除",
  },
  nav: {
    fullScreenPlayer: "大图模式",
    sleepTimer: "睡眠定时",
    label: "导航",
    library: "媒体库",
    search: "聚合搜索",
    favourites: "我的收藏",
    circles: "社团",
    tags: "标签",
    vas: "声优",
    translations: "翻译任务",
    settings: "设定",
    about: "关于",
    random: "随心听",
    randomEmpty: "音声库里还没有作品",
    darkMode: "夜间模式",
    changePassword: "修改密码",
    logout: "登出",
    logoutTitle: "登出",
    logoutConfirm: "是否退出登录？退出后需要重新登录才能继续使用。",
  },
  time: {
    hoursMinutes: "{{hours}}小时{{minutes}}分钟",
    minutesSeconds: "{{minutes}}分钟{{seconds}}秒",
    seconds: "{{seconds}}秒",
  },
  about: {
    title: "关于",
    intro: "Kikoeru 是一个自托管的同人音声库与播放器，兼容 kikoeru 的各个客户端。",
    version: "当前版本：{{version}}",
    iosTitle: "iOS 17.3 及以上版本的提示",
    iosWarning:
      "从 iOS 17.3 起，Safari 在后台无法自动连续播放下一首音频。需要连续播放时，请让页面保持在前台。",
    links: {
      apiDocs: "API 文档",
      kikoeruServer: "kikoeru 原版服务器",
      kikoeruWeb: "kikoeru 原版网页界面",
      aiTranslation: "AI 翻译工具",
    },
    descriptions: {
      apiDocs: "本服务器的全部接口（OpenAPI），可在浏览器中直接试用",
      kikoeruServer: "本服务器兼容它的 API，它的各个客户端可以直接连接本服务器",
      kikoeruWeb: "kikoeru 的网页界面，同样可以连接本服务器",
      aiTranslation: "为音频生成并翻译字幕的工作程序，可以领取本服务器的 AI 歌词任务",
    },
  },
  notFound: {
    title: "页面不存在",
    description: "你访问的页面不存在或已被移动。",
    home: "返回首页",
  },
  ...zhCNLibrary,
  ...zhCNEditing,
  ...zhCNFileEdits,
  ...zhCNNameRepair,
  ...zhCNErrors,
};

/**
 * Every text. The admin, syncer, player, AI lyric and listening texts are added when their code loads
 * (`features/admin/texts.ts`, `features/admin/syncer/texts.ts`, `player/texts.ts`, `features/work/texts.ts`,
 * `features/ai-lyrics/texts.ts`, `features/admin/failed-works/texts.ts`,
 * `features/admin/scanner/estimate-texts.ts`, `features/admin/import/texts.ts`), so they stay out of the initial
 * bundle.
 */
export type Messages = typeof zhCN &
  typeof zhCNAdmin &
  typeof zhCNSyncer &
  typeof zhCNPlayer &
  typeof zhCNAiLyrics &
  typeof zhCNListening &
  typeof zhCNFailedWorks &
  typeof zhCNImport &
  typeof zhCNScanEstimate &
  typeof zhCNWatch;
