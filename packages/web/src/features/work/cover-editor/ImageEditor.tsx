import { Button, Center, Group, Loader, Modal, SegmentedControl, Slider, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { uploadCover } from "./cover-api.ts";
import { COVER_RATIO, canSlide, cropBox, type EditorCoverType, outputSize } from "./crop.ts";
import classes from "./ImageEditor.module.css";
import { cropToJpeg, drawCrop } from "./render.ts";
import { useImage } from "./use-image.ts";

/** Preview pixels at most this wide: enough for a sharp preview on a 2× screen. */
const PREVIEW_MAX = 960;

interface ImageEditorProps {
  workId: number;
  /** The image to cut the cover from (with its token); null when the editor is closed. */
  source: string | null;
  onClose: () => void;
}

/** 图片编辑器 (spec 2 §4): cut the main cover (4:3) or the thumbnail (1:1) out of an image and save it. */
export function ImageEditor({ workId, source, onClose }: ImageEditorProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 700px)");
  const { image, failed } = useImage(source);
  const [type, setType] = useState<EditorCoverType>("main");
  const [offset, setOffset] = useState(50);
  const [saving, setSaving] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);
  const box = image
    ? cropBox(image.naturalWidth, image.naturalHeight, COVER_RATIO[type], offset / 100)
    : null;
  const size = box ? outputSize(box, type) : null;

  useEffect(() => {
    if (failed) notify.error(t("coverEditor.loadFailed"));
  }, [failed, t]);
  useEffect(() => {
    const canvas = preview.current;
    if (!canvas || !image || !box) return;
    canvas.width = Math.min(box.width, PREVIEW_MAX);
    canvas.height = Math.round(canvas.width / COVER_RATIO[type]);
    drawCrop(canvas, image, box);
  });

  const save = async () => {
    if (!image || !box || !size) return;
    setSaving(true);
    try {
      await uploadCover(workId, type, await cropToJpeg(image, box, size));
      notify.success(t("coverEditor.saved"));
      onClose();
    } catch (error) {
      notify.error(t("coverEditor.failed", { message: (error as Error).message }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={t("coverEditor.title")}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={type}
          onChange={(value) => setType(value as EditorCoverType)}
          data={[
            { value: "main", label: t("coverEditor.main") },
            { value: "sam", label: t("coverEditor.sam") },
          ]}
        />
        <Center className={classes.stage}>
          {image ? (
            <canvas
              ref={preview}
              role="img"
              className={type === "sam" ? classes.square : classes.wide}
              aria-label={t("coverEditor.preview")}
            />
          ) : failed ? (
            <Text c="red">{t("coverEditor.loadFailed")}</Text>
          ) : (
            <Loader />
          )}
        </Center>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("coverEditor.offset")}
          </Text>
          <Slider
            value={offset}
            onChange={setOffset}
            disabled={!image || !canSlide(image.naturalWidth, image.naturalHeight, COVER_RATIO[type])}
            label={(value) => `${value}%`}
            thumbLabel={t("coverEditor.offset")}
          />
        </Stack>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {size ? t("coverEditor.output", size) : ""}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button onClick={save} loading={saving} disabled={!image}>
              {t("coverEditor.save")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
