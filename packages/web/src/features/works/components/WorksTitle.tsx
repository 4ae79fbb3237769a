import { Badge, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLabelName } from "../api.ts";
import type { WorksSource } from "../source.ts";
import classes from "./WorksTitle.module.css";

const labelTitle = { circle: "works.titles.circle", tag: "works.titles.tag", va: "works.titles.va" } as const;

/** 所有作品 / 搜索关键字：… / 社团作品：… and the like, with the number of matching works. */
export function WorksTitle({ source, total }: { source: WorksSource; total: number | undefined }) {
  const { t } = useTranslation();
  const label = useLabelName(
    source.kind === "label" ? source.label : undefined,
    source.kind === "label" ? source.id : undefined,
  );
  let prefix: string;
  let subject: string | null = null;
  switch (source.kind) {
    case "all":
      prefix = t("works.titles.all");
      break;
    case "keyword":
      prefix = t("works.titles.keyword");
      subject = source.keyword;
      break;
    case "advanced":
      prefix = t("works.titles.advanced");
      subject = source.terms.map((term) => term.name).join(" · ") || null;
      break;
    case "label":
      prefix = t(labelTitle[source.label]);
      subject = label.data?.name ?? (label.isError ? source.id : "…");
      break;
  }
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Title order={1} size="h3" className={classes.title}>
        {prefix}
        {subject}
      </Title>
      {total !== undefined ? (
        <Badge
          variant="light"
          size="lg"
          radius="sm"
          className={classes.total}
          aria-label={t("works.totalAria", { count: total })}
        >
          {total}
        </Badge>
      ) : null}
    </Group>
  );
}
