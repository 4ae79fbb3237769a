import type { LabelKind } from "@kikoeru/contract";
import {
  Center,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadFailed } from "../../shared/ui/LoadFailed.tsx";
import { fold } from "../search/index.ts";
import { labelHref } from "../works/index.ts";
import { useLabels } from "./api.ts";
import classes from "./LabelsPage.module.css";

const titles = { circle: "labels.circles", tag: "labels.tags", va: "labels.vas" } as const;
const placeholders = {
  circle: "labels.searchCircles",
  tag: "labels.searchTags",
  va: "labels.searchVas",
} as const;

/** /circles, /tags, /vas: every label as a button "name (count)" linking to its works, with a filter box. */
export function LabelsPage({ kind }: { kind: LabelKind }) {
  const { t } = useTranslation();
  const labels = useLabels(kind);
  const [filter, setFilter] = useState("");
  const [sort, setSort] = useState<"name" | "count">("name");
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => {
    const needle = fold(deferred);
    const list = (labels.data ?? []).filter((label) => !needle || fold(label.name).includes(needle));
    return sort === "count" ? [...list].sort((a, b) => b.count - a.count) : list;
  }, [labels.data, deferred, sort]);

  return (
    <Container size={1600} px={{ base: "sm", sm: "md", lg: "lg" }} py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t(titles[kind])}
        </Title>
        <Group gap="sm" wrap="wrap">
          <TextInput
            className={classes.filter}
            leftSection={<IconSearch size={16} />}
            placeholder={t(placeholders[kind])}
            aria-label={t(placeholders[kind])}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          <SegmentedControl
            value={sort}
            onChange={(value) => setSort(value as "name" | "count")}
            data={[
              { value: "name", label: t("labels.byName") },
              { value: "count", label: t("labels.byCount") },
            ]}
          />
        </Group>
        {labels.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : labels.isError ? (
          <LoadFailed message={labels.error.message} onRetry={() => void labels.refetch()} />
        ) : shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t("labels.empty")}
          </Text>
        ) : (
          <div className={classes.list}>
            {shown.map((label) => (
              <Link key={String(label.id)} to={labelHref(kind, label.id)} className={classes.pill}>
                {t("labels.item", { name: label.name, count: label.count })}
              </Link>
            ))}
          </div>
        )}
      </Stack>
    </Container>
  );
}
