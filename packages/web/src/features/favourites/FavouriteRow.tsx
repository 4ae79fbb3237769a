import type { Work } from "@kikoeru/contract";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CoverImage } from "../../shared/ui/CoverImage.tsx";
import classes from "../works/components/WorkCard.module.css";
import { labelHref } from "../works/links.ts";

/** The common part of a favourites row: cover, title, circle, release and voice actors; extras below. */
export function FavouriteRow({ work, children }: { work: Work; children?: ReactNode }) {
  const href = `/work/${work.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden
          style={{ width: "clamp(104px, 24vw, 160px)", flexShrink: 0, borderRadius: 8, overflow: "hidden" }}
        >
          <CoverImage workId={work.id} />
        </Link>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text
            component={Link}
            to={href}
            fw={600}
            size="sm"
            className={classes.title}
            style={{ minHeight: 0 }}
          >
            {work.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            <Anchor component={Link} to={labelHref("circle", work.circle.id)} inherit c="dimmed">
              {work.circle.name}
            </Anchor>
            {work.release ? ` · ${work.release}` : ""}
            {work.vas.length ? ` · ${work.vas.map((va) => va.name).join("、")}` : ""}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
