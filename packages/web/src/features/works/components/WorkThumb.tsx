import type { Work } from "@kikoeru/contract";
import { Box, Card, Text } from "@mantine/core";
import { Link } from "react-router";
import { CoverImage } from "../../../shared/ui/CoverImage.tsx";
import { CoverOverlays } from "./CoverOverlays.tsx";
import classes from "./WorkCard.module.css";

/** Thumbnail mode: the cover with a short caption. */
export function WorkThumb({ work }: { work: Work }) {
  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      className={classes.card}
      component={Link}
      to={`/work/${work.id}`}
      title={work.title}
    >
      <CoverImage workId={work.id} zoomOnHover>
        <CoverOverlays work={work} showRelease={false} />
      </CoverImage>
      <Box p={8}>
        <Text size="xs" fw={500} className={classes.thumbTitle} data-title>
          {work.title}
        </Text>
      </Box>
    </Card>
  );
}
