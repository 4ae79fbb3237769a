import type { zhCNListening } from "./zh-CN.listening.ts";

export const zhTWListening: typeof zhCNListening = {
  listening: {
    actions: "播放",
    play: "播放",
    playFromStart: "從頭播放",
    pause: "暫停",
    playFolder: "播放此資料夾",
    playSubfolder: "播放「{{name}}」",
    average: "平均 {{value}}",
    ratingCount: "{{count}} 人評分",
    noRatings: "尚無評分",
  },
};
