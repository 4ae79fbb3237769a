import type { TrackFileNode } from "@kikoeru/contract";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { withToken } from "../../../shared/session.ts";
import classes from "./TreeRow.module.css";

interface ImageGalleryProps {
  images: TrackFileNode[];
  /** Index of the image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** The images of the current folder, one at a time, with previous/next (wrapping) and arrow keys. */
export function ImageGallery({ images, index, onIndexChange }: ImageGalleryProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 700px)");
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (delta: number) => index !== null && onIndexChange((index + delta + count) % count);

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") onIndexChange((index - 1 + count) % count);
      if (event.key === "ArrowRight") onIndexChange((index + 1) % count);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [index, count, onIndexChange]);

  return (
    <Modal
      opened={image !== undefined}
      onClose={() => onIndexChange(null)}
      fullScreen={phone}
      size="min(1100px, 95vw)"
      centered
      title={
        image ? (
          <Group gap="sm" wrap="nowrap">
            <Text fw={600} truncate="end">
              {image.title}
            </Text>
            <Text c="dimmed" size="sm" className={classes.galleryPosition}>
              {t("work.gallery.position", { index: (index ?? 0) + 1, count })}
            </Text>
          </Group>
        ) : null
      }
    >
      {image ? (
        <>
          <img
            src={withToken(image.mediaStreamUrl)}
            alt={image.title}
            className={classes.galleryImage}
            data-phone={phone || undefined}
          />
          <Group justify="space-between" mt="md">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} />}
              onClick={() => step(-1)}
              disabled={count < 2}
            >
              {t("work.gallery.previous")}
            </Button>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} />}
              onClick={() => step(1)}
              disabled={count < 2}
            >
              {t("work.gallery.next")}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
