import type { Work } from "@kikoeru/contract";
import { Badge, Group } from "@mantine/core";
import { IconMicrophone } from "@tabler/icons-react";
import { Link } from "react-router";
import { labelHref } from "../links.ts";
import classes from "./LabelLinks.module.css";

interface LabelLinksProps {
  work: Pick<Work, "vas" | "tags">;
  show: "vas" | "tags";
  size?: "xs" | "sm";
  /** Keep to one line (the rest is clipped). */
  nowrap?: boolean;
}

/** Voice-actor or tag chips, each a link to its works list. */
export function LabelLinks({ work, show, size = "xs", nowrap }: LabelLinksProps) {
  const items = show === "vas" ? work.vas : work.tags;
  const kind = show === "vas" ? "va" : "tag";
  return (
    <Group gap={4} wrap={nowrap ? "nowrap" : "wrap"} className={nowrap ? classes.clipped : undefined}>
      {items
        .filter((item) => item.name)
        .map((item) => (
          <Badge
            key={`${item.id}-${item.name}`}
            component={Link}
            to={labelHref(kind, item.id)}
            size={size}
            radius="sm"
            variant={show === "vas" ? "light" : "default"}
            color={show === "vas" ? "teal" : "gray"}
            tt="none"
            fw={500}
            leftSection={show === "vas" ? <IconMicrophone size={10} aria-hidden /> : undefined}
            className={classes.chip}
          >
            {item.name}
          </Badge>
        ))}
    </Group>
  );
}
