import type { zhCNListening } from "./zh-CN.listening.ts";

export const enListening: typeof zhCNListening = {
  listening: {
    actions: "Play",
    play: "Play",
    playFromStart: "Play from start",
    pause: "Pause",
    playFolder: "Play this folder",
    playSubfolder: "Play “{{name}}”",
    average: "Average {{value}}",
    ratingCount: "{{count}} ratings",
    noRatings: "No ratings yet",
  },
};
