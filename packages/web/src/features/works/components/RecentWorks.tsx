import { Anchor, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatClock } from "../../../shared/format.ts";
import { CoverStrip, CoverTile } from "../../../shared/ui/CoverStrip.tsx";
import { InfiniteSentinel } from "../../../shared/ui/InfiniteSentinel.tsx";
import { readPlayState, useHistory } from "../../history/index.ts";

/**
 * 最近播放: a horizontal strip of recently played works; a tile opens the work. Only shift+wheel or a
 * trackpad scrolls it sideways, so the page keeps scrolling under the pointer.
 */
export function RecentWorks() {
  const { t } = useTranslation();
  const history = useHistory();
  const works = history.data?.pages.flatMap((page) => page.works) ?? [];
  if (works.length === 0) return null;

  return (
    <section aria-labelledby="recent-works-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="recent-works-title">
          {t("works.recent.title")}
        </Title>
        <Anchor component={Link} to="/favourites" size="sm">
          {t("works.recent.all")}
        </Anchor>
      </Group>
      <CoverStrip>
        {works.map((work) => {
          const position = readPlayState(work.state, work.id, work.title);
          return (
            <CoverTile key={work.id} workId={work.id} title={work.title}>
              <Text size="sm" fw={600} lineClamp={1}>
                {work.title}
              </Text>
              {position ? (
                <Text size="xs" opacity={0.85} lineClamp={1}>
                  {t("works.recent.position", {
                    index: position.index + 1,
                    count: position.count,
                    time: formatClock(position.seconds),
                  })}
                </Text>
              ) : null}
            </CoverTile>
          );
        })}
        {history.hasNextPage ? (
          <InfiniteSentinel
            horizontal
            onVisible={() => void history.fetchNextPage()}
            busy={history.isFetchingNextPage}
          />
        ) : null}
      </CoverStrip>
    </section>
  );
}
