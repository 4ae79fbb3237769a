import type { TrackFileNode, TrackNode } from "@kikoeru/contract";
import {
  Anchor,
  Box,
  Breadcrumbs,
  Center,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { player } from "../../../player/runtime.ts";
import { usePlayer } from "../../../player/store.ts";
import { setVisualCover } from "../../../player/visual-cover.ts";
import { withToken } from "../../../shared/media.ts";
import { useTracks } from "../api.ts";
import { ImageGallery } from "./ImageGallery.tsx";
import rowClasses from "./TreeRow.module.css";
import { TreeRow } from "./TreeRow.tsx";
import { audioFiles, autoDescendPath, imageFiles, openFolder, toQueueTrack } from "./tree.ts";

/** URL parameter of the folder shown, so back/forward and reloads keep it. */
const folderParam = "folder";

/** The work's files: breadcrumbs, '..', folders and files; audio goes to the queue, images to the gallery. */
export function FileTree({ workId }: { workId: number }) {
  const { t } = useTranslation();
  const tracks = useTracks(workId);
  const [params, setParams] = useSearchParams();
  const [gallery, setGallery] = useState<number | null>(null);
  const current = usePlayer((state) => state.queue[state.index]);
  const folder = params.get(folderParam);

  useEffect(() => {
    if (!tracks.data || params.has(folderParam)) return;
    const start = autoDescendPath(tracks.data);
    if (start)
      setParams((prev) => new URLSearchParams({ ...Object.fromEntries(prev), [folderParam]: start }), {
        replace: true,
        preventScrollReset: true,
      });
  }, [tracks.data, params, setParams]);

  if (tracks.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (tracks.isError) return <Text c="red">{tracks.error.message}</Text>;

  const view = openFolder(tracks.data, folder);
  const go = (path: string | null) => {
    const next = new URLSearchParams(params);
    if (path) next.set(folderParam, path);
    else next.set(folderParam, "");
    setParams(next, { preventScrollReset: true });
  };
  const audio = audioFiles(view.nodes);
  const images = imageFiles(view.nodes);
  const fileActions = (node: TrackFileNode) => ({
    onAdd: () => player.add([toQueueTrack(node, workId)]),
    onPlayNext: () => player.playNext([toQueueTrack(node, workId)]),
    onVisualCover: () => setVisualCover(workId, node.mediaStreamUrl),
    downloadUrl: withToken(node.mediaDownloadUrl),
  });
  const row = (node: TrackNode) => {
    if (node.type === "folder") return <TreeRow key={node.path} node={node} onOpen={() => go(node.path)} />;
    const open = () => {
      if (node.type === "audio") {
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
        active={current?.hash === node.hash}
        onOpen={open}
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
        <Title order={2} size="h4" id="files-title" px="xs">
          {t("work.tree.title")}
        </Title>
        <Box component="nav" aria-label={t("work.tree.breadcrumbs")}>
          <Breadcrumbs px="xs" separatorMargin={4} style={{ flexWrap: "wrap", rowGap: 4 }}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => go(null)}
              c={view.trail.length ? undefined : "dimmed"}
            >
              {t("work.tree.root")}
            </Anchor>
            {view.trail.map((node, i) => (
              <Anchor
                key={node.path}
                component="button"
                type="button"
                size="sm"
                onClick={() => go(node.path)}
                c={i === view.trail.length - 1 ? "dimmed" : undefined}
                style={{ overflowWrap: "anywhere" }}
              >
                {node.title}
              </Anchor>
            ))}
          </Breadcrumbs>
        </Box>
        <div>
          {view.trail.length > 0 ? (
            <div className={rowClasses.row}>
              <button
                type="button"
                className={rowClasses.main}
                onClick={() => go(view.trail[view.trail.length - 2]?.path ?? null)}
                aria-label={t("work.tree.up")}
              >
                <ThemeIcon variant="light" color="gray" size={34} radius="md">
                  <IconArrowBackUp size={18} />
                </ThemeIcon>
                <Text size="sm">..</Text>
              </button>
            </div>
          ) : null}
          {view.nodes.map(row)}
          {view.nodes.length === 0 ? (
            <Text c="dimmed" size="sm" p="sm">
              {t("work.tree.empty")}
            </Text>
          ) : null}
        </div>
      </Stack>
      <ImageGallery images={images} index={gallery} onIndexChange={setGallery} />
    </Paper>
  );
}
