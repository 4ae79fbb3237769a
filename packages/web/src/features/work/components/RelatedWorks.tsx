import type { WorkDetail } from "@kikoeru/contract";
import { Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CoverImage } from "../../../shared/ui/CoverImage.tsx";
import recent from "../../works/components/RecentWorks.module.css";

/** 相关作品 (same series, then same circle) as a horizontal strip of covers. */
export function RelatedWorks({ works }: { works: WorkDetail["relatedWorks"] }) {
  const { t } = useTranslation();
  if (works.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="related-title">
      <Title order={2} size="h4" id="related-title">
        {t("work.related")}
      </Title>
      <div className={recent.strip}>
        {works.map((work) => (
          <Link key={work.id} to={`/work/${work.id}`} className={recent.tile} title={work.name}>
            <CoverImage workId={work.id} zoomOnHover>
              <div className={recent.caption}>
                <span
                  style={{
                    fontSize: 13,
                    fontWeight: 600,
                    display: "-webkit-box",
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: "vertical",
                    overflow: "hidden",
                  }}
                >
                  {work.name}
                </span>
              </div>
            </CoverImage>
          </Link>
        ))}
      </div>
    </Stack>
  );
}
