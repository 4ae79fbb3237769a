import { createBrowserRouter, Navigate } from "react-router";
import { RequireAuth } from "../features/auth/RequireAuth.tsx";
import { MainLayout } from "./MainLayout.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RouteFallback } from "./RouteFallback.tsx";

const works = {
  lazy: async () => ({ Component: (await import("../features/works/WorksPage.tsx")).WorksPage }),
};
const labels = () => import("../features/labels/routes.tsx");
const favourites = {
  lazy: async () => ({
    Component: (await import("../features/favourites/FavouritesPage.tsx")).FavouritesPage,
  }),
};
const placeholders = () => import("./PlaceholderPage.tsx");
const admin = () => import("../features/admin/routes.tsx");

/** Routes of spec 1 §2; every page is its own chunk. */
export const router = createBrowserRouter([
  {
    HydrateFallback: RouteFallback,
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
                lazy: async () => ({ Component: (await placeholders()).TranslationsPlaceholderPage }),
              },
            ],
          },
        ],
      },
      { path: "*", Component: NotFoundPage },
    ],
  },
]);
