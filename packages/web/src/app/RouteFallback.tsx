import { Center, Loader } from "@mantine/core";

/** Shown while the first route's code loads. */
export function RouteFallback() {
  return (
    <Center h="100dvh">
      <Loader />
    </Center>
  );
}
