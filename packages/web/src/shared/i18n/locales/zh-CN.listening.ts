/** Texts of the work page's listening actions (issue #21): play, resume, folder play and the ratings. */
export const zhCNListening = {
  listening: {
    actions: "播放",
    play: "播放",
    playFromStart: "从头播放",
    pause: "暂停",
    playFolder: "播放此文件夹",
    playSubfolder: "播放「{{name}}」",
    average: "平均 {{value}}",
    ratingCount: "{{count}} 人评分",
    noRatings: "暂无评分",
  },
};
