import { Button, Group, NumberInput, Slider } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { sleepPresets } from "../sleep-timer.ts";

/** Slider position of `minutes`: the last preset not above it (the slider steps through the presets). */
function presetIndex(minutes: number): number {
  const index = sleepPresets.findLastIndex((preset) => preset <= minutes);
  return Math.max(0, index);
}

/** The countdown's minutes: typed, on the preset slider, or one of the preset buttons. */
export function SleepCountdown({
  minutes,
  onChange,
}: {
  minutes: number;
  onChange: (minutes: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NumberInput
        label={t("player.sleep.minutesLabel")}
        value={minutes}
        min={0}
        step={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        onChange={(value) => onChange(Math.max(0, Number(value) || 0))}
      />
      <Slider
        aria-label={t("player.sleep.minutesLabel")}
        min={0}
        max={sleepPresets.length - 1}
        step={1}
        value={presetIndex(minutes)}
        onChange={(index) => onChange(sleepPresets[index] ?? 0)}
        marks={sleepPresets.map((_, index) => ({ value: index }))}
        label={(index) => t("player.sleep.minutes", { count: sleepPresets[index] ?? 0 })}
        mb="xs"
      />
      <Group gap={6}>
        {sleepPresets
          .filter((value) => value > 0)
          .map((value) => (
            <Button
              key={value}
              size="compact-xs"
              variant={value === minutes ? "filled" : "light"}
              onClick={() => onChange(value)}
            >
              {t("player.sleep.minutes", { count: value })}
            </Button>
          ))}
      </Group>
    </>
  );
}
