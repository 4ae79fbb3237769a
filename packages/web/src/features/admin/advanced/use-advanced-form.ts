import type { AdminConfig } from "@kikoeru/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../../shared/notify.ts";
import { useSaveConfig } from "../api.ts";
import { notifyActionError } from "../shared.tsx";
import { type FormErrors, type FormValues, fromForm, toForm, validateForm } from "./fields.ts";

/**
 * The advanced settings as form values: `change` clears the errors of what it changes, `submit` checks the
 * whole form (bringing the first problem into view) before saving, `reset` goes back to the saved values.
 */
export function useAdvancedForm(config: AdminConfig) {
  const { t } = useTranslation();
  const save = useSaveConfig();
  const [initial] = useState(() => toForm(config));
  const [form, setForm] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const errorCount = Object.keys(errors).length;
  const pending = dirty || errorCount > 0;

  const change = (patch: Partial<FormValues>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof FormValues];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify.error(t("admin.advanced.invalid", { count: Object.keys(found).length }));
      // The first problem may be far up a long form: bring it into view once React has marked it.
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>("form [aria-invalid='true']");
        first?.scrollIntoView({ block: "center" });
        first?.focus({ preventScroll: true });
      });
      return;
    }
    save.mutate(fromForm(form), {
      onSuccess: ({ message, restartRequired }) => {
        notify.success(message);
        if (restartRequired.length > 0)
          notify.warning(t("admin.advanced.restartNeeded", { keys: restartRequired.join(", ") }));
      },
      onError: notifyActionError,
    });
  };

  const reset = () => {
    setForm(initial);
    setErrors({});
  };
  return { form, errors, dirty, errorCount, pending, saving: save.isPending, change, submit, reset };
}
