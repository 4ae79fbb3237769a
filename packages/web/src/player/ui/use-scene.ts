import { type RefObject, useEffect } from "react";
import { mediaElement } from "../runtime.ts";
import { audioGraph } from "../visualizer.ts";
import { createHalos, drawHalos, drawSpectrum, drawVideo } from "./scene.ts";

export type Mode = "halo" | "frequency" | "video";

/** Keeps drawing (slowly when paused, so the picture never freezes) until unmounted. */
export function useScene(canvas: RefObject<HTMLCanvasElement | null>, mode: Mode) {
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const halos = createHalos();
    const graph = mode === "frequency" ? audioGraph() : null;
    const bins = new Uint8Array(graph?.left.frequencyBinCount ?? 0);
    let frame = 0;
    const draw = (time: number) => {
      const ratio = devicePixelRatio;
      if (element.width !== element.clientWidth * ratio) element.width = element.clientWidth * ratio;
      if (element.height !== element.clientHeight * ratio) element.height = element.clientHeight * ratio;
      context.clearRect(0, 0, element.width, element.height);
      const media = mediaElement();
      if (mode === "video" && media instanceof HTMLVideoElement) drawVideo(context, media);
      else {
        const level = graph ? drawSpectrum(context, graph, bins) : 0;
        drawHalos(context, halos, time, level);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [canvas, mode]);
}

export function toggleFullscreen(element: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void element?.requestFullscreen();
}

/** Double-click anywhere but the controls toggles fullscreen (spec 2 §2); the button does it by keyboard. */
export function useDoubleClickFullscreen(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current;
    const onDoubleClick = (event: MouseEvent) => {
      if ((event.target as Element).closest("[data-no-fullscreen]")) return;
      toggleFullscreen(element);
    };
    element?.addEventListener("dblclick", onDoubleClick);
    return () => element?.removeEventListener("dblclick", onDoubleClick);
  }, [container]);
}
