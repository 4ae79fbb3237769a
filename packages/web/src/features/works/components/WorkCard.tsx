import type { Work } from "@kikoeru/contract";
import { Anchor, Box, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { CoverImage } from "../../../shared/ui/CoverImage.tsx";
import { labelHref } from "../links.ts";
import { DlsiteLink, PriceLine } from "./CardParts.tsx";
import { CoverOverlays } from "./CoverOverlays.tsx";
import { LabelLinks } from "./LabelLinks.tsx";
import { RatingSummary } from "./RatingSummary.tsx";
import classes from "./WorkCard.module.css";

/** A work in the grid: cover, title, circle, rating, price and sales, voice actors and tags. */
export function WorkCard({ work, old = false }: { work: Work; old?: boolean }) {
  const href = `/work/${work.id}`;
  return (
    <Card withBorder padding={0} radius="md" className={classes.card} component="article">
      <Box pos="relative">
        <Link to={href} aria-label={work.title} tabIndex={-1}>
          <CoverImage workId={work.id} zoomOnHover>
            <CoverOverlays work={work} />
          </CoverImage>
        </Link>
        {!old && work.tags.some((tag) => tag.name) ? (
          <div className={classes.tags}>
            <LabelLinks work={work} show="tags" />
          </div>
        ) : null}
      </Box>
      <Stack gap={6} p="sm" flex={1}>
        <Text
          component={Link}
          to={href}
          fw={600}
          size="sm"
          className={classes.title}
          title={work.title}
          data-title
        >
          {work.title}
        </Text>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Anchor
            component={Link}
            to={labelHref("circle", work.circle.id)}
            size="xs"
            c="dimmed"
            truncate="end"
          >
            {work.circle.name}
          </Anchor>
          <DlsiteLink work={work} />
        </Group>
        <RatingSummary work={work} size="xs" />
        <PriceLine work={work} old={old} />
        <Box mt="auto">
          <LabelLinks work={work} show="vas" />
        </Box>
        {old ? <LabelLinks work={work} show="tags" /> : null}
      </Stack>
    </Card>
  );
}
