import { Box, CircularProgress, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useUnsavedStore } from "../../../components/unsaved/unsaved-store";
import { storedDepartment } from "../../../lib/active-department";
import { isLogoutReason } from "../../../lib/auth/session-events";
import { tokens } from "../../../lib/auth/tokens";

/**
 * `/auth/logout` (A-007, B-010): used by the account menu and by every forced logout. Clears the
 * tokens, every cached answer, the active department and any unsaved marks, then shows the login
 * page with the reason, if one was given.
 */
export default function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unsaved = useUnsavedStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get("reason");

  useEffect(() => {
    unsaved.clearAll();
    tokens.clear();
    storedDepartment.clear();
    queryClient.clear();
    void navigate("/auth/login", { replace: true, state: isLogoutReason(reason) ? { reason } : null });
  }, [navigate, queryClient, reason, unsaved]);

  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center" }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
        <CircularProgress size={24} />
        <Typography>{t("auth.signingOut")}</Typography>
      </Box>
    </Box>
  );
}
