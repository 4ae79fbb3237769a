import { Center, Loader } from "@mantine/core";

/**
 * Shown while the first route's code loads. `data-booting` keeps index.html's boot shell (header and grey
 * cards) over it, so a cold start goes from the shell to the page; without the shell the loader shows.
 */
export function RouteFallback() {
  return (
    <Center h="100dvh" data-booting>
      <Loader />
    </Center>
  );
}
