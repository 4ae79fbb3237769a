import type { ApiResponse } from "@kikoeru/contract";

type WorksList = ApiResponse<"GET /works">;

/** Cards the shell shows: about two screens of a wide window; the app shows the rest. */
const MAX_CARDS = 24;

function card({ id, title, circle }: WorksList["works"][number]): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = `/work/${id}`;
  // The shell is a preview under aria-hidden: keyboards and screen readers wait for the app's own cards.
  link.tabIndex = -1;
  // The cover's place stays grey: a dozen covers would share the slow network with the app's scripts, and
  // the app's card brings the cover.
  const cover = document.createElement("i");
  const name = document.createElement("span");
  name.textContent = title;
  const by = document.createElement("small");
  by.textContent = circle.name;
  link.append(cover, name, by);
  return link;
}

/**
 * Puts the first works into index.html's boot shell as soon as their answer arrives, in place of its grey
 * cards: on a slow network that is seconds before the app's scripts have arrived and run. The app reads the
 * same answer (a copy is read here) and replaces the shell when it shows its page (app/boot-shell.ts).
 */
export function paintBootCards(answer: Promise<Response>): void {
  answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<WorksList>) : null))
    .then((list) => {
      const grid = document.querySelector("#boot main");
      if (!grid || !list?.works.length) return;
      grid.replaceChildren(...list.works.slice(0, MAX_CARDS).map(card));
    })
    .catch(() => undefined);
}
