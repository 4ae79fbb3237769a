import "../texts.ts";
import type { TrackNode } from "@kikoeru/contract";
import { Button } from "@mantine/core";
import { IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { player } from "../../../player/runtime.ts";
import { playableAudio, toQueueTrack } from "../tree/tree.ts";

/** Plays the folder shown, in its natural order (or its first folder with audio, named on the button). */
export function FolderPlay({ nodes, workId }: { nodes: TrackNode[]; workId: number }) {
  const { t } = useTranslation();
  const { files, folder } = playableAudio(nodes);
  if (files.length === 0) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPlayerPlayFilled size={14} />}
      onClick={() =>
        player.setQueue(
          files.map((file) => toQueueTrack(file, workId)),
          0,
        )
      }
      maw="100%"
      styles={{ label: { overflow: "hidden", textOverflow: "ellipsis" } }}
    >
      {folder ? t("listening.playSubfolder", { name: folder.title }) : t("listening.playFolder")}
    </Button>
  );
}
