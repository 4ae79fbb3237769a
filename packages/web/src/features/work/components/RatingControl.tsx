import type { WorkDetail } from "@kikoeru/contract";
import { CloseButton, Group, Rating, Text, Tooltip } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePutReview } from "../../reviews/index.ts";

/**
 * The caller's own stars, in half steps, saved at once as stars only and shown before the server answers.
 * The value already shown sends nothing, and the × clears the rating.
 */
export function RatingControl({ work }: { work: WorkDetail }) {
  const { t } = useTranslation();
  const put = usePutReview("star");
  const saved = work.userRating ?? 0;
  // The value being saved, kept until the work reloads with a new saved value.
  const [draft, setDraft] = useState<{ value: number; over: number } | null>(null);
  const shown = draft && draft.over === saved ? draft.value : saved;
  const rate = (value: number) => {
    if (value === shown || put.isPending) return;
    setDraft({ value, over: saved });
    put.mutate({ workId: work.id, rating: value > 0 ? value : null }, { onError: () => setDraft(null) });
  };
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t("work.myRating")}>
      <Text size="sm" c="dimmed" aria-hidden>
        {t("work.myRating")}
      </Text>
      <Rating
        value={shown}
        onChange={rate}
        fractions={2}
        size="md"
        color="blue"
        getSymbolLabel={(value) => t("work.stars", { value })}
      />
      {shown > 0 ? (
        <Tooltip label={t("work.clearRating")}>
          <CloseButton size="sm" aria-label={t("work.clearRating")} onClick={() => rate(0)} />
        </Tooltip>
      ) : null}
    </Group>
  );
}
