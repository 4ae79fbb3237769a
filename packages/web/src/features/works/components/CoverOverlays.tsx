import { formatWorkCode, type Work } from "@kikoeru/contract";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./WorkCard.module.css";

/** Code (top left), lyric kinds (top right) and release date (bottom right) over a cover. */
export function CoverOverlays({ work, showRelease = true }: { work: Work; showRelease?: boolean }) {
  const { t } = useTranslation();
  const lyrics = work.lyric_status.split("_").filter((kind) => kind === "local" || kind === "ai");
  return (
    <>
      <div className={classes.overlayTop}>
        <Badge size="xs" radius="sm" variant="filled" color="dark" opacity={0.85}>
          {formatWorkCode(work.id)}
        </Badge>
        <Group gap={4}>
          {lyrics.map((kind) => (
            <Badge key={kind} size="xs" radius="sm" variant="filled" color="teal">
              {kind === "local" ? t("works.lyric.local") : t("works.lyric.ai")}
            </Badge>
          ))}
        </Group>
      </div>
      {showRelease && work.release ? (
        <div className={classes.overlayBottom}>
          <Badge size="xs" radius="sm" variant="filled" color="dark" opacity={0.85}>
            {work.release}
          </Badge>
        </div>
      ) : null}
    </>
  );
}
