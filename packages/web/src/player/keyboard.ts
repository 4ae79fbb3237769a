export interface KeyActions {
  toggle: () => void;
  rewind: () => void;
  forward: () => void;
  next: () => void;
  previous: () => void;
  volume: (direction: 1 | -1) => void;
}

/** True while the user types: inputs, text areas, selects and editable content keep their keys. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof target !== "object" || !("tagName" in target)) return false;
  const element = target as HTMLElement;
  return (
    element.tagName === "INPUT" ||
    element.tagName === "TEXTAREA" ||
    element.tagName === "SELECT" ||
    element.isContentEditable === true
  );
}

/**
 * Player shortcuts (spec 2 §5): Space play/pause, ←/→ seek, PageUp/PageDown track, ↑/↓ volume. Returns
 * whether the key was handled (the caller then prevents its default action).
 */
export function handlePlayerKey(
  event: Pick<KeyboardEvent, "key" | "target" | "ctrlKey" | "altKey" | "metaKey">,
  actions: KeyActions,
): boolean {
  if (event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return false;
  const role = roleOf(event.target);
  if (role === "slider") return false;
  if (role === "button" && event.key === " ") return false;
  switch (event.key) {
    case " ":
      actions.toggle();
      return true;
    case "ArrowLeft":
      actions.rewind();
      return true;
    case "ArrowRight":
      actions.forward();
      return true;
    case "PageDown":
      actions.next();
      return true;
    case "PageUp":
      actions.previous();
      return true;
    case "ArrowUp":
      actions.volume(1);
      return true;
    case "ArrowDown":
      actions.volume(-1);
      return true;
    default:
      return false;
  }
}

/** Sliders own their arrow keys and buttons their Space: the player must not act twice. */
function roleOf(target: EventTarget | null): "slider" | "button" | null {
  if (!target || typeof target !== "object" || !("tagName" in target)) return null;
  const element = target as HTMLElement;
  const role = typeof element.getAttribute === "function" ? element.getAttribute("role") : null;
  if (role === "slider") return "slider";
  return element.tagName === "BUTTON" || element.tagName === "A" || role === "button" ? "button" : null;
}
