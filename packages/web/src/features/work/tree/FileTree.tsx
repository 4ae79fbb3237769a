import type { TrackFileNode, TrackNode } from "@kikoeru/contract";
import { Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { player } from "../../../player/runtime.ts";
import { usePlayer } from "../../../player/store.ts";
import { setVisualCover } from "../../../player/visual-cover.ts";
import { withToken } from "../../../shared/session.ts";
import {
  AiStatusBadge,
  TranslateFolderButton,
  useCanManageTasks,
  useCreateTasks,
  useWorkTaskSummary,
} from "../../ai-lyrics/index.ts";
import { useIsAdmin } from "../../auth/index.ts";
import { useTracks } from "../api.ts";
import { ImageEditor } from "../cover-editor/ImageEditor.tsx";
import { FolderPlay } from "../listening/FolderPlay.tsx";
import { FolderTrail, UpRow } from "./FolderTrail.tsx";
import { ImageGallery } from "./ImageGallery.tsx";
import { LyricBadges } from "./LyricBadges.tsx";
import { foldLyricFiles } from "./lyric-siblings.ts";
import { TreeRow } from "./TreeRow.tsx";
import { audioFiles, imageFiles, openFolder, toQueueTrack } from "./tree.ts";
import { useFolder } from "./use-folder.ts";

/** The work's files: breadcrumbs, '..', folders and files; audio goes to the queue, images to the gallery. */
export function FileTree({ workId }: { workId: number }) {
  const { t } = useTranslation();
  const tracks = useTracks(workId);
  const [folder, go] = useFolder(tracks.data);
  const [gallery, setGallery] = useState<number | null>(null);
  const [coverSource, setCoverSource] = useState<string | null>(null);
  const admin = useIsAdmin();
  const current = usePlayer((state) => state.queue[state.index]);
  const playing = usePlayer((state) => state.playing);
  const ai = useWorkTaskSummary(workId).data;
  const canTranslate = useCanManageTasks();
  const translate = useCreateTasks(workId);

  if (tracks.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (tracks.isError) return <Text c="red">{tracks.error.message}</Text>;

  const view = openFolder(tracks.data, folder);
  const { nodes, lyrics } = foldLyricFiles(view.nodes);
  const audio = audioFiles(nodes);
  const images = imageFiles(view.nodes);
  const fileActions = (node: TrackFileNode) => ({
    onAdd: () => player.add([toQueueTrack(node, workId)]),
    onPlayNext: () => player.playNext([toQueueTrack(node, workId)]),
    onVisualCover: () => setVisualCover(workId, node.mediaStreamUrl),
    onEditCover: admin ? () => setCoverSource(withToken(node.mediaStreamUrl)) : undefined,
    onTranslate: canTranslate ? () => translate.mutate([node]) : undefined,
    downloadUrl: withToken(node.mediaDownloadUrl),
  });
  const row = (node: TrackNode) => {
    if (node.type === "folder") {
      const badge = <AiStatusBadge status={ai?.folders[node.path]} folder />;
      return <TreeRow key={node.path} node={node} onOpen={() => go(node.path)} badges={badge} />;
    }
    const active = current?.hash === node.hash;
    const task = ai?.files[node.path];
    const open = () => {
      if (node.type === "audio" && active) player.toggle();
      else if (node.type === "audio") {
        player.setQueue(
          audio.map((file) => toQueueTrack(file, workId)),
          audio.indexOf(node),
        );
      } else if (node.type === "image") setGallery(images.indexOf(node));
    };
    const link =
      node.type === "text"
        ? withToken(node.mediaStreamUrl)
        : node.type === "other"
          ? withToken(node.mediaDownloadUrl)
          : undefined;
    return (
      <TreeRow
        key={node.path}
        node={node}
        active={active}
        playing={active && playing}
        onOpen={open}
        badges={
          <>
            <LyricBadges files={lyrics.get(node.path)} />
            <AiStatusBadge status={task?.status} progress={task?.progress} />
          </>
        }
        href={link}
        fileActions={fileActions(node)}
      />
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "xs", sm: "md" }}
      component="section"
      aria-labelledby="files-title"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" px="xs">
          <Title order={2} size="h4" id="files-title" style={{ flexShrink: 0 }}>
            {t("work.tree.title")}
          </Title>
          <Group gap="xs" justify="flex-end">
            {canTranslate ? <TranslateFolderButton workId={workId} files={audio} /> : null}
            <FolderPlay nodes={view.nodes} workId={workId} />
          </Group>
        </Group>
        <FolderTrail trail={view.trail} onGo={go} />
        <div>
          {view.trail.length > 0 ? (
            <UpRow onClick={() => go(view.trail[view.trail.length - 2]?.path ?? null)} />
          ) : null}
          {nodes.map(row)}
          {view.nodes.length === 0 ? (
            <Text c="dimmed" size="sm" p="sm">
              {t("work.tree.empty")}
            </Text>
          ) : null}
        </div>
      </Stack>
      <ImageGallery images={images} index={gallery} onIndexChange={setGallery} />
      <ImageEditor workId={workId} source={coverSource} onClose={() => setCoverSource(null)} />
    </Paper>
  );
}
