import type { AudioGraph } from "../visualizer.ts";

interface Halo {
  radius: number;
  period: number;
  phase: number;
  hue: number;
  /** Centre of its path as a share of width/height, and its extent. */
  cx: number;
  cy: number;
  ax: number;
  ay: number;
}

/** Eighteen halos on slow closed paths: eight low and larger, ten higher up and smaller. */
export function createHalos(random = Math.random): Halo[] {
  return Array.from({ length: 18 }, (_, i) => {
    const low = i < 8;
    return {
      radius: low ? 10 + random() * 200 : 10 + random() * 100,
      period: (low ? 6 + random() * 6 : 4 + random() * 6) * 1000,
      phase: random() * Math.PI * 2,
      hue: 220 + random() * 100,
      cx: 0.15 + random() * 0.7,
      cy: low ? 0.8 + random() * 0.15 : 0.1 + random() * 0.6,
      ax: 0.05 + random() * 0.15,
      ay: 0.03 + random() * 0.08,
    };
  });
}

export function drawHalos(
  context: CanvasRenderingContext2D,
  halos: Halo[],
  time: number,
  level: number,
): void {
  const { width, height } = context.canvas;
  const scale = devicePixelRatio;
  for (const halo of halos) {
    const angle = (time / halo.period) * Math.PI * 2 + halo.phase;
    const x = (halo.cx + halo.ax * Math.sin(angle)) * width;
    const y = (halo.cy + halo.ay * Math.sin(angle * 2)) * height;
    const radius = halo.radius * scale * (1 + level * 0.6);
    const gradient = context.createRadialGradient(x, y, radius * 0.2, x, y, radius);
    gradient.addColorStop(0, `hsla(${halo.hue}, 90%, 75%, 0)`);
    gradient.addColorStop(0.7, `hsla(${halo.hue}, 90%, 72%, ${0.18 + level * 0.3})`);
    gradient.addColorStop(1, `hsla(${halo.hue}, 90%, 70%, 0)`);
    context.fillStyle = gradient;
    context.beginPath();
    context.arc(x, y, radius, 0, Math.PI * 2);
    context.fill();
  }
}

/** Left and right spectra as glowing vertical waveforms at 20 % and 80 % of the width. */
export function drawSpectrum(
  context: CanvasRenderingContext2D,
  graph: AudioGraph,
  bins: Uint8Array<ArrayBuffer>,
): number {
  const { width, height } = context.canvas;
  let total = 0;
  [graph.left, graph.right].forEach((analyser, side) => {
    analyser.getByteFrequencyData(bins);
    const x0 = width * (side === 0 ? 0.2 : 0.8);
    const step = height / 2 / bins.length;
    context.beginPath();
    context.moveTo(x0, 0);
    bins.forEach((value, i) => {
      total += value;
      const bump = (value / 255) * width * 0.3 * (i % 2 ? 1 : -1);
      context.lineTo(x0 + bump, height / 2 - i * step);
    });
    context.moveTo(x0, height / 2);
    bins.forEach((value, i) => {
      const bump = (value / 255) * width * 0.3 * (i % 2 ? -1 : 1);
      context.lineTo(x0 + bump, height / 2 + i * step);
    });
    const gradient = context.createLinearGradient(0, 0, 0, height);
    gradient.addColorStop(0, "#e64980");
    gradient.addColorStop(0.5, "#7950f2");
    gradient.addColorStop(1, "#e64980");
    context.strokeStyle = gradient;
    context.lineWidth = 2 * devicePixelRatio;
    context.shadowColor = "#be4bdb";
    context.shadowBlur = 12;
    context.stroke();
    context.shadowBlur = 0;
  });
  return total / (bins.length * 2 * 255);
}

/** Draws a video frame aspect-fit and centred. */
export function drawVideo(context: CanvasRenderingContext2D, video: HTMLVideoElement): void {
  const { width, height } = context.canvas;
  if (!video.videoWidth) return;
  const scale = Math.min(width / video.videoWidth, height / video.videoHeight);
  const w = video.videoWidth * scale;
  const h = video.videoHeight * scale;
  context.drawImage(video, (width - w) / 2, (height - h) / 2, w, h);
}
