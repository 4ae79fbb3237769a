import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, Navigate } from "react-router";
import { RequireAuth } from "../features/auth/RequireAuth.tsx";
import { prefetchFirstWorks } from "../features/works/first-page.ts";
import { MainLayout } from "./MainLayout.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RouteError } from "./RouteError.tsx";
import { RouteFallback } from "./RouteFallback.tsx";

const worksPage = () => import("../features/works/WorksPage.tsx");
const works = { lazy: async () => ({ Component: (await worksPage()).WorksPage }) };

/**
 * Starts loading the page of a cold start's address and its works at once, beside the session check,
 * instead of one after the other: on a slow network that saves round trips. Only the list screen, where `/`
 * and most visits land.
 */
export function preloadFirstPage(client: QueryClient, { pathname, search }: Location): void {
  if (prefetchFirstWorks(client, pathname, search)) void worksPage();
}
const labels = () => import("../features/labels/routes.tsx");
const favourites = {
  lazy: async () => ({
    Component: (await import("../features/favourites/FavouritesPage.tsx")).FavouritesPage,
  }),
};
const admin = () => import("../features/admin/routes.tsx");

/** Routes of spec 1 §2; every page is its own chunk. */
export const router = createBrowserRouter([
  {
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      { path: "/", element: <Navigate to="/works" replace /> },
      {
        path: "/login",
        lazy: async () => ({ Component: (await import("../features/auth/LoginPage.tsx")).LoginPage }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            children: [
              { path: "/works", ...works },
              { path: "/search", ...works },
              {
                path: "/work/:id",
                lazy: async () => ({ Component: (await import("../features/work/WorkPage.tsx")).WorkPage }),
              },
              { path: "/circles", lazy: async () => ({ Component: (await labels()).CirclesPage }) },
              { path: "/tags", lazy: async () => ({ Component: (await labels()).TagsPage }) },
              { path: "/vas", lazy: async () => ({ Component: (await labels()).VasPage }) },
              { path: "/favourites/*", ...favourites },
              {
                path: "/about",
                lazy: async () => ({
                  Component: (await import("../features/about/AboutPage.tsx")).AboutPage,
                }),
              },
              {
                path: "/admin",
                lazy: async () => ({ Component: (await admin()).AdminLayout }),
                children: [
                  { index: true, lazy: async () => ({ Component: (await admin()).FoldersPage }) },
                  {
                    path: "scanner",
                    lazy: async () => ({
                      Component: (await import("../features/admin/scanner/ScannerPage.tsx")).ScannerPage,
                    }),
                  },
                  {
                    path: "syncer",
                    lazy: async () => ({
                      Component: (await import("../features/admin/syncer/SyncerPage.tsx")).SyncerPage,
                    }),
                  },
                  {
                    path: "import",
                    lazy: async () => ({
                      Component: (await import("../features/admin/import/ImportPage.tsx")).ImportPage,
                    }),
                  },
                  {
                    path: "failed-works",
                    lazy: async () => ({
                      Component: (await import("../features/admin/failed-works/FailedWorksPage.tsx"))
                        .FailedWorksPage,
                    }),
                  },
                  { path: "advanced", lazy: async () => ({ Component: (await admin()).AdvancedPage }) },
                  { path: "usermanage", lazy: async () => ({ Component: (await admin()).UsersPage }) },
                  { path: "*", Component: NotFoundPage },
                ],
              },
              {
                path: "/fullScreenPlayer/:id?",
                lazy: async () => ({
                  Component: (await import("../player/ui/FullScreenPlayer.tsx")).FullScreenPlayer,
                }),
              },
              {
                path: "/ai_lyric",
                lazy: async () => ({
                  Component: (await import("../features/ai-lyrics/AiLyricPage.tsx")).AiLyricPage,
                }),
              },
            ],
          },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);
