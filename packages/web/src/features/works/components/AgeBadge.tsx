import type { Work } from "@kikoeru/contract";
import { Badge, type MantineSize } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The age badge of a card or work page: 全年龄 (spec 1's all-ages badge) or R-15. Adults-only works carry
 * none, as in kikoeru, where every work without the all-ages badge was taken for adults only.
 */
export function AgeBadge({ work, size }: { work: Pick<Work, "age_category_string">; size?: MantineSize }) {
  const { t } = useTranslation();
  if (work.age_category_string === "adult") return null;
  const r15 = work.age_category_string === "r15";
  return (
    <Badge size={size} color={r15 ? "orange" : "green"} variant="light" radius="sm">
      {r15 ? t("works.nsfw.nsfw_r15") : t("works.card.allAges")}
    </Badge>
  );
}
