import { Button, Group, Paper, Rating, SegmentedControl, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { progressKey, progressValues, ReviewDialog, usePutReview } from "../reviews/index.ts";
import type { ReviewedWork } from "./api.ts";
import { FavouriteRow } from "./FavouriteRow.tsx";
import classes from "./Favourites.module.css";

/** A rated or marked work: the user's stars and when they marked it; its review text or its progress. */
export function ReviewItem({ work, mode }: { work: ReviewedWork; mode: "review" | "progress" }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const progress = usePutReview("progress");
  return (
    <FavouriteRow work={work}>
      <Group gap="xs" wrap="wrap">
        {work.userRating ? (
          <Rating value={work.userRating} fractions={2} readOnly size="sm" color="blue" />
        ) : null}
        {work.review_updated_at ? (
          <Text size="xs" c="dimmed">
            {t("favourites.markedAt", { date: work.review_updated_at })}
          </Text>
        ) : null}
      </Group>
      {mode === "review" && work.review_text ? (
        <Paper
          bg="var(--mantine-color-default-hover)"
          p="xs"
          radius="sm"
          className={classes.review}
          onClick={() => setEditing(true)}
        >
          <Text size="sm" lineClamp={4} className={classes.reviewText}>
            {work.review_text}
          </Text>
        </Paper>
      ) : null}
      {mode === "progress" ? (
        <div className={classes.progress}>
          <SegmentedControl
            size="xs"
            value={work.progress ?? ""}
            onChange={(value) =>
              progress.mutate({ workId: work.id, progress: value as ReviewedWork["progress"] })
            }
            data={progressValues.map((value) => ({ value, label: t(progressKey(value)) }))}
          />
        </div>
      ) : null}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} />}
          onClick={() => setEditing(true)}
        >
          {t("favourites.editReview")}
        </Button>
      </Group>
      <ReviewDialog
        opened={editing}
        onClose={() => setEditing(false)}
        review={{
          workId: work.id,
          rating: work.userRating,
          progress: work.progress,
          reviewText: work.review_text,
        }}
      />
    </FavouriteRow>
  );
}
