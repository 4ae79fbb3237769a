import { Slider, Stack, Switch, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCoverUrl } from "../../shared/media.ts";
import { boostRange, usePlayerPreferences } from "../preferences.ts";
import { audioGraph } from "../visualizer.ts";
import classes from "./CoverFlip.module.css";

/** Mirrored bars of both channels, redrawn every frame while shown. */
function Spectrum() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const graph = audioGraph();
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!graph || !element || !context) return;
    const bins = new Uint8Array(graph.left.frequencyBinCount);
    let frame = 0;
    const draw = () => {
      const { width, height } = element;
      context.clearRect(0, 0, width, height);
      [graph.left, graph.right].forEach((analyser, side) => {
        analyser.getByteFrequencyData(bins);
        // The lower half of the bins (up to about 11 kHz) holds nearly all of a voice; the rest stays flat.
        const used = bins.length / 2;
        const bar = width / 2 / used;
        for (let i = 0; i < used; i++) {
          const h = ((bins[i] ?? 0) / 255) * height * 0.9;
          const x = side === 0 ? width / 2 - (i + 1) * bar : width / 2 + i * bar;
          context.fillStyle = `hsl(${230 + (i / used) * 90}, 80%, 62%)`;
          context.fillRect(x, height - h, Math.max(1, bar - 1), h);
        }
      });
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, []);
  return <canvas ref={canvas} width={480} height={200} className={classes.canvas} />;
}

/** The cover; flipped, the equalizer side: spectrum, left/right swap and boost (advanced audio mode). */
export function CoverFlip({ workId, flipped }: { workId: number; flipped: boolean }) {
  const { t } = useTranslation();
  const enabled = usePlayerPreferences((state) => state.visualizer);
  const swap = usePlayerPreferences((state) => state.swapChannels);
  const boost = usePlayerPreferences((state) => state.boost);
  const set = usePlayerPreferences((state) => state.set);
  const cover = useCoverUrl(workId, "main");
  return (
    <div className={classes.scene}>
      <div className={`${classes.card} ${flipped ? classes.flipped : ""}`}>
        <img className={classes.front} src={cover} alt="" draggable={false} />
        <div className={classes.back} inert={!flipped}>
          {enabled ? (
            <Stack gap="sm" p="md" h="100%" justify="center">
              {flipped ? <Spectrum /> : null}
              <Switch
                label={t("player.visualizer.swapChannels")}
                checked={swap}
                onChange={(event) => {
                  set({ swapChannels: event.currentTarget.checked });
                  audioGraph()?.setSwap(event.currentTarget.checked);
                }}
              />
              <Text size="sm">{t("player.visualizer.boost")}</Text>
              <Slider
                aria-label={t("player.visualizer.boost")}
                min={boostRange.min}
                max={boostRange.max}
                step={0.05}
                value={boost}
                label={(value) => `${value.toFixed(2)}×`}
                onChange={(value) => {
                  set({ boost: value });
                  audioGraph()?.setBoost(value);
                }}
              />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" p="lg" ta="center">
              {t("player.visualizer.off")}
            </Text>
          )}
        </div>
      </div>
    </div>
  );
}
