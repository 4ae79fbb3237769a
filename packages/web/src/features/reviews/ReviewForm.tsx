import type { Progress } from "@kikoeru/contract";
import { Button, Chip, Group, Rating, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog.tsx";
import { useDeleteReview, usePutReview } from "./api.ts";
import { progressKey, progressValues } from "./progress.ts";
import type { ReviewDraft } from "./ReviewDialog.tsx";

/** The five progress marks as chips; clicking the chosen one clears it. */
function ProgressChips({
  value,
  onChange,
}: {
  value: Progress | null;
  onChange: (value: Progress | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("review.progress")}
      </Text>
      <Group gap={6}>
        {progressValues.map((progress) => (
          <Chip
            key={progress}
            size="sm"
            checked={value === progress}
            onChange={() => onChange(value === progress ? null : progress)}
          >
            {t(progressKey(progress))}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}

/** Stars, progress and text, saved together; or the whole mark deleted after a confirmation. */
export function ReviewForm({ review, onClose }: { review: ReviewDraft; onClose: () => void }) {
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
      <ProgressChips value={progress} onChange={setProgress} />
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
