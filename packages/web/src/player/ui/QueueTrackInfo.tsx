import { Text } from "@mantine/core";
import { coverUrl } from "../../shared/media.ts";
import type { QueueTrack } from "../engine.ts";
import classes from "./QueueDialog.module.css";

/** A queued track as the queue and "up next" list show it: cover, title, folder and work. */
export function QueueTrackInfo({ track, playing = false }: { track: QueueTrack; playing?: boolean }) {
  return (
    <>
      <img className={classes.cover} src={coverUrl(track.workId, "240x240")} alt="" loading="lazy" />
      <div className={classes.text}>
        <Text size="sm" fw={playing ? 700 : 500} c={playing ? "indigo" : undefined} truncate>
          {track.title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {track.subtitle ? `${track.subtitle} · ` : ""}
          {track.workTitle}
        </Text>
      </div>
    </>
  );
}
