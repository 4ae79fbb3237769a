import type { Work } from "@kikoeru/contract";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CoverImage } from "../../shared/ui/CoverImage.tsx";
import { labelHref, WorkRowTitle } from "../works/index.ts";
import own from "./Favourites.module.css";

/** The common part of a favourites row: cover, title, circle, release and voice actors; extras below. */
export function FavouriteRow({ work, children }: { work: Work; children?: ReactNode }) {
  const href = `/work/${work.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Link to={href} tabIndex={-1} aria-hidden className={own.cover}>
          <CoverImage workId={work.id} />
        </Link>
        <Stack gap={6} miw={0} flex={1}>
          <WorkRowTitle work={work} />
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
