import { Chip, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerPreferences } from "../preferences.ts";
import {
  isTranscodeOption,
  isTranscodeSourceType,
  type TranscodeOption,
  transcodeOptions,
  transcodeSourceTypes,
} from "../transcode.ts";

const optionLabels: Record<TranscodeOption, "off" | "aac128" | "aac320"> = {
  off: "off",
  "aac 128": "aac128",
  "aac 320": "aac320",
};

/** The per-browser transcode option and the file types it applies to (spec 2 §3). */
export function TranscodeSettings() {
  const { t } = useTranslation();
  const transcode = usePlayerPreferences((state) => state.transcode);
  const types = usePlayerPreferences((state) => state.transcodeFromTypes);
  const set = usePlayerPreferences((state) => state.set);
  const id = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" id={`${id}-option`}>
        {t("player.transcode.label")}
      </Text>
      <SegmentedControl
        aria-labelledby={`${id}-option`}
        size="xs"
        fullWidth
        data={transcodeOptions.map((value) => ({
          value,
          label: t(`player.transcode.${optionLabels[value]}`),
        }))}
        value={transcode}
        onChange={(value) => {
          if (isTranscodeOption(value)) set({ transcode: value });
        }}
      />
      <Text size="xs" c="dimmed" id={`${id}-types`}>
        {t("player.transcode.sourceTypes")}
      </Text>
      <Chip.Group
        multiple
        value={types}
        onChange={(value) => set({ transcodeFromTypes: value.filter(isTranscodeSourceType) })}
      >
        <Group gap={6} role="group" aria-labelledby={`${id}-types`}>
          {transcodeSourceTypes.map((type) => (
            <Chip key={type} value={type} size="xs" disabled={transcode === "off"}>
              {type}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Text size="xs" c="dimmed">
        {t("player.transcode.hint")}
      </Text>
    </Stack>
  );
}
