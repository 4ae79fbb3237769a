import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../shared/notify.ts";
import { type SyncFirst, SyncMeasure } from "../lyrics/offset.ts";
import { usePlayer } from "../store.ts";
import { setLyricOffset } from "./LyricDialog.tsx";
import { SaveLyricFile } from "./SaveLyricFile.tsx";

/** 歌词同步辅助工具: measure how far lyrics and voice are apart and add that to the offset. */
export function SyncHelper({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const measure = useRef(new SyncMeasure()).current;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const mark = (which: SyncFirst) => {
    measure.mark(which, performance.now());
    rerender();
  };
  const sign = (value: number) => `${value >= 0 ? "+" : ""}${value.toFixed(2)}`;
  const current = usePlayer((state) => state.lyricOffset);
  return (
    <Modal opened onClose={onClose} title={t("player.sync.title")} yOffset="4vh">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("player.sync.hint")}
        </Text>
        {measure.phase === "ready" ? (
          <Group grow>
            <Button onClick={() => mark("lyric")}>{t("player.sync.lyricFirst")}</Button>
            <Button onClick={() => mark("audio")} color="teal">
              {t("player.sync.audioFirst")}
            </Button>
          </Group>
        ) : null}
        {measure.phase === "measure" ? (
          <Button
            size="lg"
            color={measure.first === "lyric" ? "teal" : undefined}
            onClick={() => mark(measure.first === "lyric" ? "audio" : "lyric")}
          >
            {t(measure.first === "lyric" ? "player.sync.audioNow" : "player.sync.lyricNow")}
          </Button>
        ) : null}
        {measure.phase === "done" ? (
          <Group grow>
            <Button
              onClick={() => {
                const offset = measure.apply(usePlayer.getState().lyricOffset);
                setLyricOffset(offset);
                notify.success(t("player.sync.applied", { offset }));
                onClose();
              }}
            >
              {t("player.sync.apply", { offset: sign(measure.correction) })}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                measure.reset();
                rerender();
              }}
            >
              {t("player.sync.again")}
            </Button>
          </Group>
        ) : null}
        <SaveLyricFile offset={measure.phase === "done" ? measure.apply(current) : current} />
      </Stack>
    </Modal>
  );
}
