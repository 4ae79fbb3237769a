import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useSession } from "../../shared/session.ts";

/** Clears the token and every cached answer, then goes to /login. */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const setToken = useSession((state) => state.setToken);
  return () => {
    setToken("");
    client.clear();
    void navigate("/login", { replace: true });
  };
}
