import { Stack, Text } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { InfiniteSentinel } from "../../../shared/ui/InfiniteSentinel.tsx";
import { useWorksPage, useWorksWaterfall } from "../api.ts";
import { pageCount } from "../pager.ts";
import type { ListFilters, WorksSource } from "../source.ts";
import type { WorksView } from "../view.ts";
import { Empty, Failure } from "./ResultStates.tsx";
import { WorkCollection } from "./WorkCollection.tsx";
import classes from "./WorksResults.module.css";
import { WorksSkeleton } from "./WorksSkeleton.tsx";

/** Only the pagination mode has a pager: the waterfall, the default, never loads its number field. */
const Pager = lazy(async () => ({ default: (await import("./Pager.tsx")).Pager }));

interface ResultsProps {
  source: WorksSource;
  filters: ListFilters;
  seed: number;
  view: WorksView;
  /** Title and controls above the list; they show the total once it is known. */
  header: (total: number | undefined) => ReactNode;
}

/** Infinite scroll: the next page loads 500 px before the end; 无更多作品 at the end. */
export function WaterfallResults({ source, filters, seed, view, header }: ResultsProps) {
  const { t } = useTranslation();
  const query = useWorksWaterfall(source, filters, seed);
  const works = query.data?.pages.flatMap((page) => page.works) ?? [];
  const total = query.data?.pages[0]?.pagination.totalCount;
  let body: ReactNode;
  if (query.isPending) body = <WorksSkeleton view={view} />;
  else if (query.isError && works.length === 0)
    body = <Failure message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (works.length === 0) body = <Empty source={source} filters={filters} />;
  else {
    body = (
      <>
        <WorkCollection works={works} view={view} />
        {query.hasNextPage ? (
          <InfiniteSentinel
            onVisible={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage || query.isError}
          />
        ) : (
          <Text c="dimmed" ta="center" size="sm" py="lg">
            {t("works.noMore")}
          </Text>
        )}
      </>
    );
  }
  return (
    <Stack gap="md">
      {header(total)}
      {body}
    </Stack>
  );
}

interface PagedProps extends ResultsProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** One page at a time with the pager; the next page is prefetched. */
export function PagedResults({ source, filters, seed, view, header, page, onPageChange }: PagedProps) {
  const query = useWorksPage(source, filters, seed, page);
  const pagination = query.data?.pagination;
  const works = query.data?.works ?? [];
  let body: ReactNode;
  if (query.isPending) body = <WorksSkeleton view={view} />;
  else if (query.isError)
    body = <Failure message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (works.length === 0) body = <Empty source={source} filters={filters} />;
  else body = <WorkCollection works={works} view={view} />;
  return (
    <Stack gap="md">
      {header(pagination?.totalCount)}
      <div className={classes.page} data-placeholder={query.isPlaceholderData || undefined}>
        {body}
      </div>
      {pagination && pagination.totalCount > 0 ? (
        <Suspense fallback={null}>
          <Pager
            page={page}
            max={pageCount(pagination.totalCount, pagination.pageSize)}
            onChange={onPageChange}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
