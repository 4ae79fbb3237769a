import { create } from "zustand";
import { storedToken, tokenStorageKey } from "./stored-token.ts";

/** The stored token's helpers live apart from the store, for the boot script to take alone. */
export * from "./stored-token.ts";

interface SessionState {
  token: string;
  setToken: (token: string) => void;
}

/** The token as React state, so components re-render when signing in or out changes it. */
export const useSession = create<SessionState>()((set) => ({
  token: storedToken(),
  setToken: (token) => {
    localStorage.setItem(tokenStorageKey, token);
    set({ token });
  },
}));
