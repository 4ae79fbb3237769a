import type { TrackFolderNode } from "@kikoeru/contract";
import { Anchor, Box, Breadcrumbs, Text, ThemeIcon } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import classes from "./TreeRow.module.css";

/** Breadcrumbs from the work's root to the folder shown; the last one (where the user is) is dimmed. */
export function FolderTrail({
  trail,
  onGo,
}: {
  trail: TrackFolderNode[];
  onGo: (path: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t("work.tree.breadcrumbs")}>
      <Breadcrumbs px="xs" separatorMargin={4} className={classes.trail}>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onGo(null)}
          c={trail.length ? undefined : "dimmed"}
        >
          {t("work.tree.root")}
        </Anchor>
        {trail.map((node, i) => (
          <Anchor
            key={node.path}
            component="button"
            type="button"
            size="sm"
            onClick={() => onGo(node.path)}
            c={i === trail.length - 1 ? "dimmed" : undefined}
            className={classes.crumb}
          >
            {node.title}
          </Anchor>
        ))}
      </Breadcrumbs>
    </Box>
  );
}

/** The '..' entry: up one folder. */
export function UpRow({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.row}>
      <button type="button" className={classes.main} onClick={onClick} aria-label={t("work.tree.up")}>
        <ThemeIcon variant="light" color="gray" size={34} radius="md">
          <IconArrowBackUp size={18} />
        </ThemeIcon>
        <Text size="sm">..</Text>
      </button>
    </div>
  );
}
