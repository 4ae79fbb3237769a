import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../../shared/notify.ts";
import { adminKeys, deleteUsers } from "../api.ts";
import { notifyActionError } from "../shared.tsx";

/** Deletes the selected accounts; the list is reloaded whatever the outcome. */
export function useDeleteUsers(selected: Set<string>, onDeleted: () => void, onFailed: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUsers([...selected]),
    onSuccess: ({ message }) => {
      notify.success(message);
      onDeleted();
    },
    onError: (error) => {
      onFailed();
      notifyActionError(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
