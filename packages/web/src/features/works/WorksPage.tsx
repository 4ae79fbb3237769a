import { Container, Stack } from "@mantine/core";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useShallow } from "zustand/react/shallow";
import { usePreferences } from "../../shared/preferences.ts";
import { useWindowWidth } from "../../shared/use-window-width.ts";
import { RecentWorks } from "./components/RecentWorks.tsx";
import { PagedResults, WaterfallResults } from "./components/WorksResults.tsx";
import { WorksTitle } from "./components/WorksTitle.tsx";
import { WorksToolbar } from "./components/WorksToolbar.tsx";
import { pageOf, syncPageParam, withPage } from "./page-param.ts";
import { seedFor } from "./seed.ts";
import { type ListFilters, readSource, resetKey } from "./source.ts";
import { worksView } from "./view.ts";

/** Only /search shows the advanced search bar: the list of /works does not load it. */
const AdvancedSearchBar = lazy(async () => ({
  default: (await import("../search/index.ts")).AdvancedSearchBar,
}));

/** /works (all, keyword, circle, tag or voice actor) and /search (advanced search): the same list screen. */
export function WorksPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const source = useMemo(() => readSource(pathname, params), [pathname, params]);
  const filters: ListFilters = usePreferences(
    useShallow(({ order, sortDesc, age, lyric }) => ({ order, sortDesc, age, lyric })),
  );
  const prefs = usePreferences(
    useShallow(({ viewMode, detailMode, showLabels, oldCardStyle, listMode, showRecent }) => ({
      viewMode,
      detailMode,
      showLabels,
      oldCardStyle,
      listMode,
      showRecent,
    })),
  );
  const width = useWindowWidth();
  const seed = seedFor(resetKey(pathname, source, filters));
  const view = worksView(prefs, width);
  const paged = prefs.listMode === "pagination";

  useEffect(() => {
    const next = syncPageParam(params, prefs.listMode);
    if (next) setParams(next, { replace: true, preventScrollReset: true });
  }, [params, prefs.listMode, setParams]);

  const header = (total: number | undefined) => (
    <Stack gap="sm">
      <WorksTitle source={source} total={total} />
      <WorksToolbar
        width={width}
        onFiltersChange={() => {
          if (paged) setParams(withPage(params, 1), { replace: true, preventScrollReset: true });
        }}
      />
    </Stack>
  );
  const common = { source, filters, seed, view, header };

  return (
    <Container size={1600} px={{ base: "sm", sm: "md", lg: "lg" }} py="md">
      <Stack gap="lg">
        {source.kind === "advanced" ? (
          <Suspense fallback={null}>
            <AdvancedSearchBar terms={source.terms} />
          </Suspense>
        ) : null}
        {prefs.showRecent && source.kind === "all" ? <RecentWorks /> : null}
        {paged ? (
          <PagedResults
            {...common}
            page={pageOf(params)}
            onPageChange={(page) => {
              setParams(withPage(params, page));
              window.scrollTo({ top: 0 });
            }}
          />
        ) : (
          <WaterfallResults {...common} />
        )}
      </Stack>
    </Container>
  );
}
