import { formatWorkCode, type Work } from "@kikoeru/contract";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { CoverImage } from "../../../shared/ui/CoverImage.tsx";
import { labelHref } from "../links.ts";
import { LabelLinks } from "./LabelLinks.tsx";
import classes from "./WorkCard.module.css";
import { WorkRowTitle } from "./WorkRowTitle.tsx";

/** A compact row of the list view: small cover, title, circle, voice actors and (optionally) tags. */
export function WorkListItem({ work, showTags }: { work: Work; showTags: boolean }) {
  const href = `/work/${work.id}`;
  return (
    <Paper withBorder radius="md" p="xs" component="article">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Link to={href} tabIndex={-1} aria-hidden className={classes.listCover}>
          <CoverImage workId={work.id} />
        </Link>
        <Stack gap={4} miw={0} flex={1}>
          <WorkRowTitle work={work} marked />
          <Group gap={6} wrap="nowrap" miw={0}>
            <Text size="xs" c="dimmed" className={classes.noShrink}>
              {formatWorkCode(work.id)}
            </Text>
            <Anchor
              component={Link}
              to={labelHref("circle", work.circle.id)}
              size="xs"
              c="dimmed"
              truncate="end"
            >
              {work.circle.name}
            </Anchor>
            {work.release ? (
              <Text size="xs" c="dimmed" className={classes.noShrink}>
                {work.release}
              </Text>
            ) : null}
          </Group>
          <LabelLinks work={work} show="vas" nowrap />
          {showTags ? <LabelLinks work={work} show="tags" /> : null}
        </Stack>
      </Group>
    </Paper>
  );
}
