import {
  IconRewindBackward5,
  IconRewindBackward10,
  IconRewindBackward30,
  IconRewindForward5,
  IconRewindForward10,
  IconRewindForward30,
} from "@tabler/icons-react";

const icons = {
  back: { 5: IconRewindBackward5, 10: IconRewindBackward10, 30: IconRewindBackward30 },
  forward: { 5: IconRewindForward5, 10: IconRewindForward10, 30: IconRewindForward30 },
} as const;

/** The seek icon showing its seconds (the shared config allows 5, 10 or 30). */
export function SeekIcon({
  direction,
  seconds,
  size = 20,
}: {
  direction: "back" | "forward";
  seconds: number;
  size?: number;
}) {
  const set = icons[direction];
  const Icon =
    seconds === 5 || seconds === 10 || seconds === 30 ? set[seconds] : set[direction === "back" ? 5 : 30];
  return <Icon size={size} />;
}
