import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { LoginResponse } from "../../api/client";
import { CONSTANTS } from "../../wasm/constants";
import { toast } from "../toasts/store";
import { startSession } from "../auth/session";

/**
 * After an emailed link (or the identity provider) signed someone in: keep the session, greet a
 * client as the sign-in form does, and open their first page (the console for staff, the dashboard
 * for clients). `replace`: that page takes the place of this one in the history (a page whose
 * one-time answer is spent has nothing to go back to).
 */
export function useStartSession({ replace = false }: { replace?: boolean } = {}): (signedIn: LoginResponse) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (signedIn: LoginResponse) => {
      const next = await startSession(signedIn);
      if (next === "/dashboard") toast({ title: t("auth.welcomeTitle"), status: "success", durationMs: CONSTANTS.toastLongMs });
      await navigate(next, { replace });
    },
    [t, navigate, replace],
  );
}
