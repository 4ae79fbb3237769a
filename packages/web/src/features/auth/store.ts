import { create } from "zustand";
import { tokenStorageKey } from "../../shared/api.ts";

interface AuthState {
  token: string;
  setToken: (token: string) => void;
}

/** The JWT, mirrored from localStorage (where `api()` reads it) so components re-render when it changes. */
export const useAuth = create<AuthState>()((set) => ({
  token: localStorage.getItem(tokenStorageKey) ?? "",
  setToken: (token) => {
    localStorage.setItem(tokenStorageKey, token);
    set({ token });
  },
}));
