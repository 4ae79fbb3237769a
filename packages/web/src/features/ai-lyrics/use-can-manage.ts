import { useCurrentUser } from "../auth/index.ts";

/**
 * Whether the user may create, delete and redo AI lyric tasks: every signed-in account but guests, who only
 * list and read (docs/ai-lyrics.md); with auth off everyone may.
 */
export function useCanManageTasks(): boolean {
  const me = useCurrentUser().data;
  return me !== undefined && (me.auth === false || me.user.group !== "guest");
}
