import type { Work } from "@kikoeru/contract";
import { Text } from "@mantine/core";
import { Link } from "react-router";
import classes from "./WorkCard.module.css";

/**
 * A row's title: a link to the work that takes the lines it needs. `marked` tags it as a card title of the
 * works list (`data-title`), which the favourites rows are not.
 */
export function WorkRowTitle({
  work,
  marked = false,
}: {
  work: Pick<Work, "id" | "title">;
  marked?: boolean;
}) {
  return (
    <Text
      component={Link}
      to={`/work/${work.id}`}
      fw={600}
      size="sm"
      className={`${classes.title} ${classes.listTitle}`}
      data-title={marked || undefined}
    >
      {work.title}
    </Text>
  );
}
