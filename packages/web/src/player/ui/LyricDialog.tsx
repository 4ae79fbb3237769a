import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Slider,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconCheck, IconWand } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { applyLyricOption, queryLyricOptions } from "../lyrics/load.ts";
import { normalizeOffset, offsetStep, offsetStorage } from "../lyrics/offset.ts";
import { lyricFontRange, usePlayerPreferences } from "../preferences.ts";
import { openPanel, usePlayer } from "../store.ts";
import classes from "./QueueDialog.module.css";

/** Sets the current track's lyric offset and remembers it for that track. */
export function setLyricOffset(value: number): void {
  const state = usePlayer.getState();
  const track = state.queue[state.index];
  const offset = normalizeOffset(value);
  usePlayer.setState({ lyricOffset: offset });
  if (track) offsetStorage.write(track.hash, offset);
}

/** Lyric selection (local files and AI lyrics from query-lrc), offset, font size and the sync helper. */
export function LyricDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const track = usePlayer((state) => state.queue[state.index]);
  const lyric = usePlayer((state) => state.lyric);
  const offset = usePlayer((state) => state.lyricOffset);
  const [text, setText] = useState<string | number>(offset);
  useEffect(() => setText(offset), [offset]);
  const fontSize = usePlayerPreferences((state) => state.lyricFontSize);
  const setPreferences = usePlayerPreferences((state) => state.set);
  const options = useQuery({
    queryKey: ["lyric-options", track?.hash],
    queryFn: () => (track ? queryLyricOptions(track) : []),
    enabled: Boolean(track),
  });
  const source = lyric.status === "ready" ? lyric.source : null;
  return (
    <Modal opened onClose={onClose} title={t("player.lyrics.title")} size="lg" centered>
      <Stack gap="md">
        {options.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t("player.lyrics.loading")}
            </Text>
          </Group>
        ) : options.data?.length ? (
          <Stack gap={2} mah={260} style={{ overflowY: "auto" }}>
            {options.data.map((option) => {
              const active = source === option.hash || source === `ai:${option.hash}`;
              return (
                <UnstyledButton
                  key={`${option.isAI}-${option.hash}`}
                  className={classes.track}
                  onClick={() => track && void applyLyricOption(track, option)}
                  data-current={active}
                  aria-pressed={active}
                >
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={active ? 700 : 500} truncate>
                      {option.title}
                    </Text>
                    {option.subtitle ? (
                      <Text size="xs" c="dimmed" truncate>
                        {option.subtitle}
                      </Text>
                    ) : null}
                  </div>
                  {option.isAI ? (
                    <Badge size="sm" variant="light" color="grape" leftSection={<IconWand size={12} />}>
                      {t("player.lyrics.ai")}
                    </Badge>
                  ) : null}
                  {active ? (
                    <Badge size="sm" variant="light" leftSection={<IconCheck size={12} />}>
                      {t("player.lyrics.current")}
                    </Badge>
                  ) : null}
                </UnstyledButton>
              );
            })}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t("player.lyrics.none")}
          </Text>
        )}
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <NumberInput
            style={{ flex: 1 }}
            label={t("player.lyrics.offset")}
            description={t("player.lyrics.offsetHint")}
            value={text}
            step={offsetStep}
            suffix=" s"
            onChange={(value) => {
              setText(value);
              // Partial input such as "0." or "-" waits for blur; complete numbers apply at once.
              if (typeof value === "number") setLyricOffset(value);
            }}
            onBlur={() => setLyricOffset(normalizeOffset(text))}
          />
          <Button variant="light" onClick={() => openPanel("sync")} disabled={lyric.status !== "ready"}>
            {t("player.lyrics.sync")}
          </Button>
        </Group>
        <div>
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={500}>
              {t("player.lyrics.fontSize")}
            </Text>
            <Text size="sm" c="dimmed" ff="monospace">
              {fontSize.toFixed(1)}rem
            </Text>
          </Group>
          <Slider
            aria-label={t("player.lyrics.fontSize")}
            min={lyricFontRange.min}
            max={lyricFontRange.max}
            step={0.1}
            value={fontSize}
            label={(value) => `${value.toFixed(1)}rem`}
            onChange={(value) => setPreferences({ lyricFontSize: value })}
          />
        </div>
      </Stack>
    </Modal>
  );
}
