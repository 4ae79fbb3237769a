import type { Progress, WorkDetail } from "@kikoeru/contract";
import { Button, Menu } from "@mantine/core";
import { IconBookmark, IconCheck, IconChevronDown, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { progressKey, progressValues, usePutReview } from "../../reviews/index.ts";
import classes from "./WorkHero.module.css";

/** 标记进度: 想听/在听/听过/重听/搁置, or none; saved with `progressOnly` so rating and text stay. */
export function ProgressMenu({ work }: { work: WorkDetail }) {
  const { t } = useTranslation();
  const put = usePutReview("progress");
  const set = (progress: Progress | null) => put.mutate({ workId: work.id, progress });
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant={work.progress ? "light" : "default"}
          leftSection={<IconBookmark size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={put.isPending}
        >
          {work.progress ? t(progressKey(work.progress)) : t("work.markProgress")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {progressValues.map((value) => (
          <Menu.Item
            key={value}
            role="menuitemradio"
            aria-checked={work.progress === value}
            leftSection={
              work.progress === value ? <IconCheck size={16} /> : <span className={classes.checkSpace} />
            }
            onClick={() => set(value)}
          >
            {t(progressKey(value))}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconX size={16} />}
          disabled={!work.progress}
          onClick={() => set(null)}
        >
          {t("work.clearProgress")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
