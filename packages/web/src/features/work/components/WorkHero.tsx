import { formatWorkCode, type WorkDetail } from "@kikoeru/contract";
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CoverImage } from "../../../shared/ui/CoverImage.tsx";
import { useCanWrite } from "../../auth/index.ts";
import { ReviewDialog } from "../../reviews/index.ts";
import { CoverOverlays, LabelLinks, labelHref } from "../../works/index.ts";
import { WorkLocks } from "../edit/WorkLocks.tsx";
import { PlayActions } from "../listening/PlayActions.tsx";
import { HistoryActions } from "./HistoryActions.tsx";
import { ProgressMenu } from "./ProgressMenu.tsx";
import { WorkActionsMenu } from "./WorkActionsMenu.tsx";
import { WorkFacts } from "./WorkFacts.tsx";
import classes from "./WorkHero.module.css";
import { WorkRatings } from "./WorkRatings.tsx";

/**
 * The top of the work page: cover, metadata, the caller's marks and the actions. Guests only read, so they get
 * no rating, progress, review or history controls.
 */
export function WorkHero({ work }: { work: WorkDetail }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [reviewing, setReviewing] = useState(false);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: "md", md: "xl" }}>
      <div className={classes.cover}>
        <CoverImage workId={work.id} type="main" eager>
          <CoverOverlays work={work} />
        </CoverImage>
      </div>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" ff="monospace">
          {formatWorkCode(work.id)}
        </Text>
        <Title order={1} size="h2" className={classes.title}>
          {work.title}
        </Title>
        <Anchor component={Link} to={labelHref("circle", work.circle.id)} fw={500}>
          {work.circle.name}
        </Anchor>
        <PlayActions work={work} />
        <WorkRatings work={work} rateable={canWrite} />
        <WorkFacts work={work} />
        <LabelLinks work={work} show="vas" size="sm" />
        <LabelLinks work={work} show="tags" size="sm" />
        <WorkLocks workId={work.id} />
        {canWrite ? (
          <Group gap="xs" mt="xs">
            <ProgressMenu work={work} />
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setReviewing(true)}
            >
              {t("work.writeReview")}
            </Button>
            <HistoryActions work={work} />
            <WorkActionsMenu work={work} />
          </Group>
        ) : null}
        {work.review_text ? (
          <Text size="sm" p="sm" bg="var(--mantine-color-default-hover)" className={classes.review}>
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
