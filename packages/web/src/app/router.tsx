import { createBrowserRouter, Navigate } from "react-router";
import { LoginPage } from "../features/auth/LoginPage.tsx";
import { RequireAuth } from "../features/auth/RequireAuth.tsx";
import { WorksPage } from "../features/works/WorksPage.tsx";
import { MainLayout } from "./MainLayout.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";

export const router = createBrowserRouter([
  { path: "/", element: <Navigate to="/works" replace /> },
  { path: "/login", element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <MainLayout />,
        children: [{ path: "/works", element: <WorksPage /> }],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);
