import type { Work } from "@kikoeru/contract";
import { Badge, Group, Progress, Rating, Stack, Text, Tooltip } from "@mantine/core";
import { IconMessage, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./RatingSummary.module.css";

type RatingFields = Pick<
  Work,
  "rate_average_2dp" | "rate_count" | "rate_count_detail" | "review_count" | "userRating"
>;

/** The average and how many gave each number of stars (the tooltip of the average). */
export function RatingDistribution({ work }: { work: RatingFields }) {
  const { t } = useTranslation();
  const rows = [...work.rate_count_detail].sort((a, b) => b.review_point - a.review_point);
  return (
    <Stack gap={4} miw={180}>
      <Text size="xs" fw={600}>
        {t("work.averageLabel", { value: work.rate_average_2dp.toFixed(2) })}
      </Text>
      {rows.map((row) => (
        <Group key={row.review_point} gap={6} wrap="nowrap">
          <Text size="xs" w={28}>
            {t("work.starN", { count: row.review_point })}
          </Text>
          <Progress value={row.ratio} w={90} size="sm" color="yellow" />
          <Text size="xs" w={40} ta="right">
            {row.count}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The public average in amber stars (display only) with the per-star distribution in a tooltip, the number of
 * ratings and of reviews, and the caller's own rating apart as a small badge — never as stars beside the
 * average, where it would read as the average.
 */
export function RatingSummary({ work, size = "sm" }: { work: RatingFields; size?: "xs" | "sm" | "md" }) {
  const { t } = useTranslation();
  const own = work.userRating !== null && work.userRating > 0;
  return (
    <Group gap={6} wrap="wrap" className={classes.summary}>
      <Tooltip
        label={<RatingDistribution work={work} />}
        events={{ hover: true, focus: true, touch: true }}
        withArrow
      >
        <Group
          gap={4}
          wrap="nowrap"
          tabIndex={0}
          aria-label={t("work.ratingAria", {
            value: work.rate_average_2dp.toFixed(2),
            count: work.rate_count,
          })}
        >
          <Rating value={work.rate_average_2dp} fractions={4} readOnly size={size} color="yellow" />
          <Text size="xs" c="dimmed" className={classes.average}>
            {work.rate_average_2dp.toFixed(1)} ({work.rate_count})
          </Text>
        </Group>
      </Tooltip>
      <Group
        gap={2}
        wrap="nowrap"
        c="dimmed"
        aria-label={t("work.reviewCount", { count: work.review_count })}
      >
        <IconMessage size={14} aria-hidden />
        <Text size="xs">{work.review_count}</Text>
      </Group>
      {own ? (
        <Badge
          size="xs"
          variant="light"
          color="blue"
          leftSection={<IconStarFilled size={9} aria-hidden />}
          aria-label={`${t("work.myRating")} ${t("work.stars", { value: work.userRating })}`}
          title={t("work.myRating")}
        >
          {work.userRating}
        </Badge>
      ) : null}
    </Group>
  );
}
