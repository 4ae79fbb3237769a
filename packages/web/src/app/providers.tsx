import { createTheme, localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isApiError } from "../shared/api.ts";
import { Notifications } from "../shared/ui/Notifications.tsx";

const theme = createTheme({
  primaryColor: "indigo",
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
});

const colorSchemeManager = localStorageColorSchemeManager({ key: "kikoeru-color-scheme" });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {children}
        <Notifications />
      </QueryClientProvider>
    </MantineProvider>
  );
}
