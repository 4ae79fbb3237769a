import "../texts.ts";
import type { WorkDetail } from "@kikoeru/contract";
import { Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconMessage, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RatingDistribution } from "../../works/index.ts";
import { RatingControl } from "./RatingControl.tsx";

/**
 * The public average as a figure (one amber star, the value, how many rated; the distribution on hover or tap)
 * and, below it, the one row of stars on the page: the caller's own rating (not for guests, who cannot rate).
 */
export function WorkRatings({ work, rateable }: { work: WorkDetail; rateable: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="md" wrap="wrap">
        <Tooltip
          label={<RatingDistribution work={work} />}
          events={{ hover: true, focus: true, touch: true }}
          withArrow
          disabled={work.rate_count === 0}
        >
          <Group
            gap={6}
            wrap="nowrap"
            tabIndex={0}
            data-testid="work-average"
            aria-label={t("work.ratingAria", {
              value: work.rate_average_2dp.toFixed(2),
              count: work.rate_count,
            })}
          >
            <IconStarFilled size={18} color="var(--mantine-color-yellow-5)" aria-hidden />
            {work.rate_count > 0 ? (
              <>
                <Text fw={700}>{t("listening.average", { value: work.rate_average_2dp.toFixed(2) })}</Text>
                <Text size="sm" c="dimmed">
                  {t("listening.ratingCount", { count: work.rate_count })}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t("listening.noRatings")}
              </Text>
            )}
          </Group>
        </Tooltip>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMessage size={16} aria-hidden />
          <Text size="sm">{t("work.reviewCount", { count: work.review_count })}</Text>
        </Group>
      </Group>
      {rateable ? <RatingControl work={work} /> : null}
    </Stack>
  );
}
