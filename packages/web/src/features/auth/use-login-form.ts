import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../shared/api.ts";
import { notify } from "../../shared/notify.ts";
import { useSession } from "../../shared/session.ts";
import { type Credentials, login } from "./api.ts";
import { redirectTarget } from "./redirect.ts";

const minLength = 5;

type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** The sign-in form's fields and errors; `submit` checks the lengths, then signs in and stores the token. */
export function useLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const setToken = useSession((state) => state.setToken);
  const [credentials, setCredentials] = useState<Credentials>({ name: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      setToken(token);
      notify.success(t("auth.loginSuccess"));
      void navigate(redirectTarget(search), { replace: true });
    },
    onError: (error) => {
      if (isApiError(error, 401)) notify.warning(error.message);
      else notify.error(error.message);
    },
  });

  const update = (field: keyof Credentials, value: string) => {
    setCredentials((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (credentials.name.length < minLength) next.name = t("auth.usernameTooShort");
    if (credentials.password.length < minLength) next.password = t("auth.passwordTooShort");
    setErrors(next);
    if (!next.name && !next.password) mutation.mutate(credentials);
  };

  return { credentials, errors, update, submit, pending: mutation.isPending };
}
