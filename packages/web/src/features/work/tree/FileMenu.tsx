import type { TrackFileNode } from "@kikoeru/contract";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconDots,
  IconDownload,
  IconLanguage,
  IconMaximize,
  IconPhotoEdit,
  IconPlayerTrackNext,
  IconPlaylistAdd,
} from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface FileMenuProps {
  node: TrackFileNode;
  onAdd: () => void;
  onPlayNext: () => void;
  /** Makes an image the work's cover in the full-screen player. */
  onVisualCover: () => void;
  /** Opens the image editor on this image (administrators only). */
  onEditCover?: (() => void) | undefined;
  /** Asks for an AI lyric of this audio file (absent for guests). */
  onTranslate?: (() => void) | undefined;
  downloadUrl: string;
}

/** 添加到播放列表 / 下一曲播放 / 下载文件 / 进行AI翻译, from the ⋯ button or a right click on the row. */
export function FileMenu({
  node,
  onAdd,
  onPlayNext,
  onVisualCover,
  onEditCover,
  onTranslate,
  downloadUrl,
}: FileMenuProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const row = anchor.current?.parentElement;
    if (!row) return;
    const open = (event: MouseEvent) => {
      event.preventDefault();
      setOpened(true);
    };
    row.addEventListener("contextmenu", open);
    return () => row.removeEventListener("contextmenu", open);
  }, []);

  const audio = node.type === "audio";
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={anchor}
          variant="subtle"
          color="gray"
          size={36}
          aria-label={t("work.tree.actions", { name: node.title })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {audio ? (
          <>
            <Menu.Item leftSection={<IconPlaylistAdd size={16} />} onClick={onAdd}>
              {t("work.tree.addToQueue")}
            </Menu.Item>
            <Menu.Item leftSection={<IconPlayerTrackNext size={16} />} onClick={onPlayNext}>
              {t("work.tree.playNext")}
            </Menu.Item>
          </>
        ) : null}
        {node.type === "image" ? (
          <Menu.Item leftSection={<IconMaximize size={16} />} onClick={onVisualCover}>
            {t("player.fullScreen.useAsCover")}
          </Menu.Item>
        ) : null}
        {node.type === "image" && onEditCover ? (
          <Menu.Item leftSection={<IconPhotoEdit size={16} />} onClick={onEditCover}>
            {t("coverEditor.editAsCover")}
          </Menu.Item>
        ) : null}
        <Menu.Item
          component="a"
          href={downloadUrl}
          download={node.title}
          leftSection={<IconDownload size={16} />}
        >
          {t("work.tree.download")}
        </Menu.Item>
        {audio && onTranslate ? (
          <Menu.Item leftSection={<IconLanguage size={16} />} onClick={onTranslate}>
            {t("aiLyrics.tree.translate")}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
