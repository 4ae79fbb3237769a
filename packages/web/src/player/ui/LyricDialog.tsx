import { Button, Group, Modal, NumberInput, Slider, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { normalizeOffset, offsetStep, offsetStorage } from "../lyrics/offset.ts";
import { lyricFontRange, usePlayerPreferences } from "../preferences.ts";
import { openPanel, usePlayer } from "../store.ts";
import { LyricOptions } from "./LyricOptions.tsx";
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
  const ready = usePlayer((state) => state.lyric.status === "ready");
  const offset = usePlayer((state) => state.lyricOffset);
  const [text, setText] = useState<string | number>(offset);
  useEffect(() => setText(offset), [offset]);
  const fontSize = usePlayerPreferences((state) => state.lyricFontSize);
  const setPreferences = usePlayerPreferences((state) => state.set);
  return (
    <Modal opened onClose={onClose} title={t("player.lyrics.title")} size="lg" centered>
      <Stack gap="md">
        <LyricOptions />
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <NumberInput
            className={classes.offset}
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
          <Button variant="light" onClick={() => openPanel("sync")} disabled={!ready}>
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
