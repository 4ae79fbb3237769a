import { formatWorkCode, type WorkDetail } from "@kikoeru/contract";
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatClock, formatNumber } from "../../../shared/format.ts";
import { CoverImage } from "../../../shared/ui/CoverImage.tsx";
import { ReviewDialog } from "../../reviews/ReviewDialog.tsx";
import { CoverOverlays } from "../../works/components/CoverOverlays.tsx";
import { LabelLinks } from "../../works/components/LabelLinks.tsx";
import { RatingSummary } from "../../works/components/RatingSummary.tsx";
import { dlsiteUrl, labelHref } from "../../works/links.ts";
import { HistoryActions } from "./HistoryActions.tsx";
import { ProgressMenu } from "./ProgressMenu.tsx";
import { RatingControl } from "./RatingControl.tsx";

/** The top of the work page: cover, metadata, the caller's marks and the actions. */
export function WorkHero({ work }: { work: WorkDetail }) {
  const { t, i18n } = useTranslation();
  const [reviewing, setReviewing] = useState(false);
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: "md", md: "xl" }}>
      <div style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden", maxWidth: 640 }}>
        <CoverImage workId={work.id} type="main" eager>
          <CoverOverlays work={work} />
        </CoverImage>
      </div>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" ff="monospace">
          {formatWorkCode(work.id)}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: "anywhere", lineHeight: 1.35 }}>
          {work.title}
        </Title>
        <Anchor component={Link} to={labelHref("circle", work.circle.id)} fw={500}>
          {work.circle.name}
        </Anchor>
        <RatingSummary work={work} size="sm" />
        <RatingControl work={work} />
        <Group gap="md" wrap="wrap">
          <Text fw={700} c="red.7">
            {t("works.card.price", { price: number(work.price) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t("work.sales", { count: work.dl_count, value: number(work.dl_count) })}
          </Text>
          {work.release ? (
            <Text size="sm" c="dimmed">
              {t("work.release", { date: work.release })}
            </Text>
          ) : null}
          {work.memo.totalDuration > 0 ? (
            <Text size="sm" c="dimmed">
              {t("work.totalDuration", { time: formatClock(work.memo.totalDuration) })}
            </Text>
          ) : null}
          {!work.nsfw ? (
            <Badge color="green" variant="light" radius="sm">
              {t("works.card.allAges")}
            </Badge>
          ) : null}
          <Anchor href={dlsiteUrl(work.id, work.nsfw)} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} wrap="nowrap">
              DLsite
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <LabelLinks work={work} show="vas" size="sm" />
        <LabelLinks work={work} show="tags" size="sm" />
        <Group gap="xs" mt="xs">
          <ProgressMenu work={work} />
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setReviewing(true)}>
            {t("work.writeReview")}
          </Button>
          <HistoryActions work={work} />
        </Group>
        {work.review_text ? (
          <Text
            size="sm"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{
              borderRadius: "var(--mantine-radius-md)",
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
            }}
          >
            {work.review_text}
          </Text>
        ) : null}
      </Stack>
      <ReviewDialog
        opened={reviewing}
        onClose={() => setReviewing(false)}
        review={{
          workId: work.id,
          rating: work.userRating,
          progress: work.progress,
          reviewText: work.review_text,
        }}
      />
    </SimpleGrid>
  );
}
