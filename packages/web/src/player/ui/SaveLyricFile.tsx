import { Button, Collapse, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsAdmin } from "../../features/auth/index.ts";
import { notify } from "../../shared/notify.ts";
import { defaultLyricPath, isLyricPath, saveLyricFile, shiftLines } from "../lyrics/save.ts";
import { usePlayer } from "../store.ts";

/**
 * 保存为字幕文件 (administrators): the lyrics on screen, with `offset` seconds applied, written as a WebVTT
 * file in the work folder; the default path is the track's folder and name.
 */
export function SaveLyricFile({ offset }: { offset: number }) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const track = usePlayer((state) => state.queue[state.index]);
  const lyric = usePlayer((state) => state.lyric);
  const [opened, setOpened] = useState(false);
  const [path, setPath] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!admin || !track || lyric.status !== "ready") return null;
  const writePath = path ?? defaultLyricPath(track);
  const valid = isLyricPath(writePath);

  const save = async () => {
    setSaving(true);
    try {
      await saveLyricFile(track.workId, writePath, shiftLines(lyric.lines, offset));
      notify.success(t("lyricSave.saved"));
      setOpened(false);
    } catch (error) {
      notify.error(t("lyricSave.failed", { message: (error as Error).message }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={() => setOpened((value) => !value)}
      >
        {t("lyricSave.open")}
      </Button>
      <Collapse expanded={opened}>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t("lyricSave.hint", { offset })}
          </Text>
          <TextInput
            label={t("lyricSave.path")}
            description={t("lyricSave.pathHint")}
            value={writePath}
            onChange={(event) => setPath(event.currentTarget.value)}
            error={valid ? null : t("lyricSave.badPath")}
          />
          <Group justify="flex-end">
            <Button onClick={save} loading={saving} disabled={!valid}>
              {t("lyricSave.save")}
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Stack>
  );
}
