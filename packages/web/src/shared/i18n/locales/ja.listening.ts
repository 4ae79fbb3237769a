import type { zhCNListening } from "./zh-CN.listening.ts";

export const jaListening: typeof zhCNListening = {
  listening: {
    actions: "再生",
    play: "再生",
    playFromStart: "最初から再生",
    pause: "一時停止",
    playFolder: "このフォルダを再生",
    playSubfolder: "「{{name}}」を再生",
    average: "平均 {{value}}",
    ratingCount: "{{count}} 件の評価",
    noRatings: "評価なし",
  },
};
