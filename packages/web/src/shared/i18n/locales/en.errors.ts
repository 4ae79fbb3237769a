import type { zhCNErrors } from "./zh-CN.errors.ts";

export const enErrors: typeof zhCNErrors = {
  network: {
    offline: "Cannot reach the server. Check your network and that the server is running.",
    unavailable: "The server is not answering right now (HTTP {{status}}). Try again in a moment.",
    status: "The request failed (HTTP {{status}}).",
    pageFailed: "The page could not be loaded",
    reload: "Reload",
  },
  playback: {
    offline: "Cannot play “{{title}}”: the server cannot be reached.",
    notFound: "Cannot play “{{title}}”: the file is not on the server (404).",
    forbidden: "Cannot play “{{title}}”: you may not open this file (403).",
    unauthorized: "Cannot play “{{title}}”: your sign-in has expired; sign in again.",
    server: "Cannot play “{{title}}”: server error (HTTP {{status}}).",
    decode: "Cannot play “{{title}}”: the file is damaged and cannot be decoded.",
    unsupported: "Cannot play “{{title}}”: this browser does not support the audio format.",
    network: "The network dropped while playing “{{title}}”.",
  },
};
