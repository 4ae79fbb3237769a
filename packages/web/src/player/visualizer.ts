import { boostRange, usePlayerPreferences } from "./preferences.ts";
import { mediaElement } from "./runtime.ts";

/** FFT size of the analysers (spec 2 §9). */
const fftSize = 256;

/**
 * The Web Audio graph of the advanced audio mode: media → boost gain → channel splitter → two analysers,
 * and splitter → merger (straight or with left/right swapped) → speakers.
 */
export class AudioGraph {
  readonly context: AudioContext;
  readonly left: AnalyserNode;
  readonly right: AnalyserNode;
  private readonly gain: GainNode;
  private readonly splitter: ChannelSplitterNode;
  private readonly merger: ChannelMergerNode;

  constructor(media: HTMLMediaElement) {
    this.context = new AudioContext();
    const source = this.context.createMediaElementSource(media);
    this.gain = this.context.createGain();
    this.splitter = this.context.createChannelSplitter(2);
    this.merger = this.context.createChannelMerger(2);
    this.left = this.analyser();
    this.right = this.analyser();
    source.connect(this.gain);
    this.gain.connect(this.splitter);
    this.merger.connect(this.context.destination);
    const { swapChannels, boost } = usePlayerPreferences.getState();
    this.setSwap(swapChannels);
    this.setBoost(boost);
  }

  private analyser(): AnalyserNode {
    const node = this.context.createAnalyser();
    node.fftSize = fftSize;
    node.minDecibels = -81;
    node.maxDecibels = -11;
    node.smoothingTimeConstant = 0.82;
    return node;
  }

  /** Routes each input channel to the other side when `swap` is on. */
  setSwap(swap: boolean): void {
    this.splitter.disconnect();
    this.splitter.connect(this.merger, 0, swap ? 1 : 0);
    this.splitter.connect(this.merger, 1, swap ? 0 : 1);
    this.splitter.connect(swap ? this.right : this.left, 0);
    this.splitter.connect(swap ? this.left : this.right, 1);
  }

  /** Boost gain, clamped to 1–1.5. */
  setBoost(boost: number): void {
    this.gain.gain.value = Math.min(boostRange.max, Math.max(boostRange.min, boost));
  }
}

let graph: AudioGraph | null = null;

/**
 * The audio graph when the advanced audio mode is on, created on first use. Call it from a user gesture:
 * browsers keep an AudioContext made without one suspended, which would silence the media element.
 */
export function audioGraph(): AudioGraph | null {
  if (!usePlayerPreferences.getState().visualizer) return graph;
  const media = mediaElement();
  if (!graph && media && typeof AudioContext !== "undefined") graph = new AudioGraph(media);
  if (graph?.context.state === "suspended") void graph.context.resume();
  return graph;
}

/** Which visualizer warning of spec 2 §8 applies to this browser, if any. */
export function visualizerWarning(userAgent: string): "safari" | "ios" | null {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  if (!ios) return null;
  const version = /OS (\d+)_(\d+)/.exec(userAgent);
  const [major, minor] = [Number(version?.[1] ?? 0), Number(version?.[2] ?? 0)];
  if (major > 17 || (major === 17 && minor >= 3)) return "ios";
  return /Safari/.test(userAgent) && !/CriOS|FxiOS/.test(userAgent) ? "safari" : null;
}
