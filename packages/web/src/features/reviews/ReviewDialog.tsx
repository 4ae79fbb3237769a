import type { Progress } from "@kikoeru/contract";
import { Button, Chip, Group, Modal, Rating, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog.tsx";
import { useDeleteReview, usePutReview } from "./api.ts";
import { progressKey, progressValues } from "./progress.ts";

export interface ReviewDraft {
  workId: number;
  rating: number | null;
  progress: Progress | null;
  reviewText: string | null;
}

interface ReviewDialogProps {
  opened: boolean;
  review: ReviewDraft;
  onClose: () => void;
}

/** 我的评论: stars, progress and text saved together (`starOnly=false`), or the whole mark deleted. */
export function ReviewDialog({ opened, review, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("review.title")} size="lg" centered>
      {opened ? <ReviewForm review={review} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReviewForm({ review, onClose }: { review: ReviewDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(review.rating ?? 0);
  const [progress, setProgress] = useState<Progress | null>(review.progress);
  const [text, setText] = useState(review.reviewText ?? "");
  const [confirming, setConfirming] = useState(false);
  const save = usePutReview("full");
  const remove = useDeleteReview();

  return (
    <Stack gap="md">
      <Group gap="sm" role="group" aria-label={t("review.rating")}>
        <Text size="sm" fw={500} aria-hidden>
          {t("review.rating")}
        </Text>
        <Rating
          value={rating}
          onChange={setRating}
          fractions={2}
          size="lg"
          getSymbolLabel={(value) => t("work.stars", { value })}
        />
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t("review.progress")}
        </Text>
        <Group gap={6}>
          {progressValues.map((value) => (
            <Chip
              key={value}
              size="sm"
              checked={progress === value}
              onChange={() => setProgress(progress === value ? null : value)}
            >
              {t(progressKey(value))}
            </Chip>
          ))}
        </Group>
      </Stack>
      <Textarea
        label={t("review.text")}
        placeholder={t("review.placeholder")}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={10_000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="space-between" gap="sm">
        <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
          {t("review.delete")}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { workId: review.workId, rating: rating > 0 ? rating : null, progress, reviewText: text },
                { onSuccess: onClose },
              )
            }
          >
            {t("common.confirm")}
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t("review.delete")}
        message={t("review.deleteConfirm")}
        danger
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(review.workId, {
            onSuccess: () => {
              setConfirming(false);
              onClose();
            },
          })
        }
      />
    </Stack>
  );
}
