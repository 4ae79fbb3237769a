import type { TrackFileNode, TrackNode } from "@kikoeru/contract";
import { Text, ThemeIcon } from "@mantine/core";
import {
  IconFile,
  IconFileText,
  IconFolder,
  IconMusic,
  IconPhoto,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatClock, formatSize } from "../../../shared/format.ts";
import { FileMenu } from "./FileMenu.tsx";
import classes from "./TreeRow.module.css";

const icons = {
  folder: { icon: <IconFolder size={18} />, color: "yellow" },
  audio: { icon: <IconMusic size={18} />, color: "indigo" },
  text: { icon: <IconFileText size={18} />, color: "gray" },
  image: { icon: <IconPhoto size={18} />, color: "pink" },
  other: { icon: <IconFile size={18} />, color: "gray" },
} as const;

interface TreeRowProps {
  node: TrackNode;
  active?: boolean;
  /** The active row's track is playing: its icon shows pause, what a click does. */
  playing?: boolean;
  onOpen: () => void;
  /** Shown after the name: AI lyric status, the lyric files folded into an audio row. */
  badges?: ReactNode;
  /** Present for files: the context-menu actions. */
  fileActions?: {
    onAdd: () => void;
    onPlayNext: () => void;
    onVisualCover: () => void;
    onEditCover?: (() => void) | undefined;
    onTranslate?: (() => void) | undefined;
    downloadUrl: string;
  };
  /** Text and other files open as links. */
  href?: string;
}

function meta(node: TrackNode, t: (key: "work.tree.items", options: { count: number }) => string): string {
  if (node.type === "folder") return t("work.tree.items", { count: node.children.length });
  const parts = [formatSize(node.size)];
  if (node.duration !== undefined) parts.unshift(formatClock(node.duration));
  return parts.join(" · ");
}

/** One entry of the file tree: icon, name, duration or size, and a menu for files (also on right click). */
export function TreeRow({ node, active, playing, onOpen, badges, fileActions, href }: TreeRowProps) {
  const { t } = useTranslation();
  const style = icons[node.type];
  const content: ReactNode = (
    <>
      <ThemeIcon variant="light" color={style.color} size={34} radius="md">
        {active ? (
          playing ? (
            <IconPlayerPauseFilled size={16} />
          ) : (
            <IconPlayerPlayFilled size={16} />
          )
        ) : (
          style.icon
        )}
      </ThemeIcon>
      <div className={classes.text}>
        <Text size="sm" className={classes.name}>
          {node.title}
        </Text>
        <Text size="xs" c="dimmed">
          {meta(node, t)}
        </Text>
      </div>
    </>
  );
  return (
    <div className={`${classes.row} ${active ? classes.active : ""}`} data-type={node.type}>
      {href ? (
        <a className={classes.main} href={href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <button type="button" className={classes.main} onClick={onOpen}>
          {content}
        </button>
      )}
      {badges}
      {fileActions ? <FileMenu node={node as TrackFileNode} {...fileActions} /> : null}
    </div>
  );
}
