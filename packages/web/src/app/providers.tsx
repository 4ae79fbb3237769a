import { createTheme, localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useNotices } from "../shared/notify.ts";
import { colorSchemeStorageKey } from "../shared/preferences.ts";
import { LoadBoundary } from "../shared/ui/LoadBoundary.tsx";
import { PlainNotices } from "../shared/ui/PlainNotices.tsx";
import { createQueryClient } from "./query-client.ts";

const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
  components: {
    // Drawer entries are rounded like the rest of the theme (NavLink itself is square).
    NavLink: { styles: { root: { borderRadius: "var(--mantine-radius-md)" } } },
  },
});

const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });

/** The app's one query client (exported so the first loads can start before the first render). */
export const queryClient = createQueryClient();

const Notifications = lazy(async () => ({
  default: (await import("../shared/ui/Notifications.tsx")).Notifications,
}));

/**
 * The notice stack loads with the first notice: most visits never show one. When its code cannot be fetched
 * (the server went away first), the notices show as plain text instead of the page going blank.
 */
function NoticeHost() {
  const shown = useNotices((state) => state.notices.length > 0);
  return shown ? (
    <LoadBoundary fallback={<PlainNotices />}>
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
    </LoadBoundary>
  ) : null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {children}
        <NoticeHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
