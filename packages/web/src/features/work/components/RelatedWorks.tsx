import type { WorkDetail } from "@kikoeru/contract";
import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CoverStrip, CoverTile } from "../../../shared/ui/CoverStrip.tsx";
import classes from "./WorkHero.module.css";

/** 相关作品 (same series, then same circle) as a horizontal strip of covers. */
export function RelatedWorks({ works }: { works: WorkDetail["relatedWorks"] }) {
  const { t } = useTranslation();
  if (works.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="related-title">
      <Title order={2} size="h4" id="related-title">
        {t("work.related")}
      </Title>
      <CoverStrip>
        {works.map((work) => (
          <CoverTile key={work.id} workId={work.id} title={work.name}>
            <span className={classes.relatedName}>{work.name}</span>
          </CoverTile>
        ))}
      </CoverStrip>
    </Stack>
  );
}
