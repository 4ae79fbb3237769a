import { Badge, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCheck, IconWand } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { applyLyricOption, lyricKeys, queryLyricOptions } from "../lyrics/load.ts";
import { usePlayer } from "../store.ts";
import classes from "./QueueDialog.module.css";

/** The lyrics the current track could use (local files and AI lyrics, from query-lrc); a click shows one. */
export function LyricOptions() {
  const { t } = useTranslation();
  const track = usePlayer((state) => state.queue[state.index]);
  const lyric = usePlayer((state) => state.lyric);
  const options = useQuery({
    queryKey: lyricKeys.options(track?.hash),
    queryFn: () => (track ? queryLyricOptions(track) : []),
    enabled: Boolean(track),
  });
  const source = lyric.status === "ready" ? lyric.source : null;
  if (options.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t("player.lyrics.loading")}
        </Text>
      </Group>
    );
  }
  if (!options.data?.length) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t("player.lyrics.none")}
      </Text>
    );
  }
  return (
    <Stack gap={2} mah={260} className={classes.options}>
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
            <div className={classes.text}>
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
  );
}
