import { Checkbox, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type FormValues, SEEK_CHOICES, type SeekKey } from "./fields.ts";

interface TagLanguageProps {
  value: FormValues["tagLanguage"];
  onChange: (value: FormValues["tagLanguage"]) => void;
}

/** The language of DLsite tags: simplified or traditional Chinese, or Japanese. */
export function TagLanguageField({ value, onChange }: TagLanguageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="tag-language-label">
        {t("admin.fields.tagLanguage")}
      </Text>
      <SegmentedControl
        aria-labelledby="tag-language-label"
        value={value}
        onChange={(next) => onChange(next as FormValues["tagLanguage"])}
        data={(["zh-cn", "zh-tw", "ja-jp"] as const).map((language) => ({
          value: language,
          label: t(`admin.advanced.tagLanguages.${language}`),
        }))}
      />
    </Stack>
  );
}

interface LyricLanguageProps {
  value: FormValues["lyricWorkerLanguage"];
  onChange: (value: FormValues["lyricWorkerLanguage"]) => void;
}

/** What the built-in worker makes of the audio: Japanese text, or Whisper's Chinese or English translation. */
export function LyricLanguageField({ value, onChange }: LyricLanguageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="lyric-language-label">
        {t("admin.fields.lyricWorkerLanguage")}
      </Text>
      <SegmentedControl
        aria-labelledby="lyric-language-label"
        value={value}
        onChange={(next) => onChange(next as FormValues["lyricWorkerLanguage"])}
        data={(["ja", "zh", "en"] as const).map((language) => ({
          value: language,
          label: t(`admin.advanced.lyricLanguages.${language}`),
        }))}
      />
    </Stack>
  );
}

interface SeekProps {
  name: SeekKey;
  value: number;
  onChange: (seconds: number) => void;
}

/** How far the player's rewind or forward button jumps, one of the allowed choices. */
export function SeekField({ name, value, onChange }: SeekProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${name}-label`}>
        {t(`admin.fields.${name}`)}
      </Text>
      <SegmentedControl
        aria-labelledby={`${name}-label`}
        value={String(value)}
        onChange={(next) => onChange(Number(next))}
        data={SEEK_CHOICES.map((seconds) => ({
          value: String(seconds),
          label: t("admin.units.seconds", { count: seconds }),
        }))}
      />
    </Stack>
  );
}

interface WorkerGroupsProps {
  value: FormValues["lyricWorkerGroups"];
  onChange: (value: FormValues["lyricWorkerGroups"]) => void;
}

/** The account groups that may run AI lyric workers (worker tokens work regardless). */
export function WorkerGroupsField({ value, onChange }: WorkerGroupsProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t("admin.fields.lyricWorkerGroups")}
      description={t("admin.hints.lyricWorkerGroups")}
      value={value}
      onChange={(next) => onChange(next as FormValues["lyricWorkerGroups"])}
    >
      <Group mt={6}>
        {(["administrator", "user", "guest"] as const).map((group) => (
          <Checkbox key={group} value={group} label={t(`admin.advanced.accountGroups.${group}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
