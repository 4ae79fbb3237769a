import "../texts.ts";
import i18n from "i18next";
import { notify } from "../../shared/notify.ts";
import { usePlayer } from "../store.ts";
import { lineAt } from "./parse.ts";

const width = 500;
const height = 60;
let stopSession: (() => void) | null = null;

function draw(context: CanvasRenderingContext2D, text: string, dark: boolean) {
  const { width: w, height: h } = context.canvas;
  context.fillStyle = dark ? "rgb(40, 41, 48)" : "#fff";
  context.fillRect(0, 0, w, h);
  context.fillStyle = dark ? "#bac8ff" : "#4263eb";
  const size = Math.round(0.7 * Math.sqrt((w * h) / 30));
  context.font = `bold ${size}px sans-serif`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  let line = text;
  while (line.length > 1 && context.measureText(line).width > w * 0.95) line = `${line.slice(0, -2)}…`;
  context.fillText(line, w / 2, h / 2);
}

/** Closes the desktop lyrics window. */
export function closePipLyrics(): void {
  if (document.pictureInPictureElement) void document.exitPictureInPicture();
  stopSession?.();
}

/**
 * Desktop lyrics: the current line drawn on a canvas streamed into a muted video that enters
 * picture-in-picture. Lines follow timeupdate, which keeps running in background tabs.
 */
export async function openPipLyrics(): Promise<void> {
  if (!document.pictureInPictureEnabled || !("captureStream" in HTMLCanvasElement.prototype)) {
    notify.warning(i18n.t("player.lyrics.pipUnsupported"));
    return;
  }
  closePipLyrics();
  const canvas = document.createElement("canvas");
  canvas.width = width * devicePixelRatio;
  canvas.height = height * devicePixelRatio;
  const context = canvas.getContext("2d");
  if (!context) return;
  const dark = document.documentElement.getAttribute("data-mantine-color-scheme") === "dark";
  const video = document.createElement("video");
  video.muted = true;
  video.srcObject = canvas.captureStream();
  let shown = "";
  const render = () => {
    const state = usePlayer.getState();
    const lines = state.lyric.status === "ready" ? state.lyric.lines : [];
    const index = lineAt(lines, (state.currentTime + state.lyricOffset) * 1000);
    const text = index >= 0 ? (lines[index]?.text.replace(/\n/g, " ") ?? "") : "";
    if (text === shown && shown !== "") return;
    shown = text || " ";
    draw(context, shown, dark);
  };
  render();
  const unsubscribe = usePlayer.subscribe(render);
  const stop = () => {
    unsubscribe();
    video.srcObject = null;
    stopSession = null;
    usePlayer.setState({ pipOpen: false });
  };
  stopSession = stop;
  video.addEventListener("leavepictureinpicture", stop, { once: true });
  try {
    await video.play();
    await video.requestPictureInPicture();
    usePlayer.setState({ pipOpen: true });
  } catch {
    stop();
    notify.error(i18n.t("player.lyrics.pipFailed"));
  }
}
