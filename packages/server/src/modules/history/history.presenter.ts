import { formatTime, playState, presentWork, type WorkCard } from "../catalog/index.ts";
import type { HistoryPage } from "./history.service.ts";

/** GET /api/histroy item. */
function presentHistory(card: WorkCard) {
  return {
    ...presentWork(card),
    state: playState(card.play?.state ?? null) ?? {},
    play_updated_at: formatTime(card.play?.updated_at ?? 0),
  };
}

/** GET /api/histroy as JSON text: serialised without the zod response check (its schema and the catalog tests vouch for it). */
export function presentHistoryJson({ cards, pagination }: HistoryPage): string {
  return JSON.stringify({ works: cards.map(presentHistory), pagination });
}
