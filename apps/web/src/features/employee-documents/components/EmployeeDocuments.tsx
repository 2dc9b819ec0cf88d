import { DOCUMENT_TYPES, type DocumentType, expiredCount } from "@rosterly/domain/documents";
import { Badge, Box, CircularProgress, Tab, Tabs } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../components/toasts/toast-service";
import { useNow } from "../../../lib/use-now";
import { useDocuments } from "../api/documents";
import { DocumentsPanel } from "./DocumentsPanel";

export interface EmployeeDocumentsProps {
  profileId: number;
  userId: number;
  fullName: string;
}

const TAB_LABEL = {
  license: "employeeDocuments.tabs.credentials",
  health: "employeeDocuments.tabs.health",
} as const satisfies Record<DocumentType, string>;

/** How often the expired badges are brought up to date while the tab is open. */
const BADGE_REFRESH_MS = 60_000;

/**
 * The employee dialog's Documents tab (N-012…N-021, management only): credentials and health
 * records, each sub-tab with its expired count.
 */
export function EmployeeDocuments({ profileId, fullName }: EmployeeDocumentsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [type, setType] = useState<DocumentType>("license");
  const documents = useDocuments(profileId);
  const now = useNow(BADGE_REFRESH_MS);
  const base = useId();

  useEffect(() => {
    if (documents.isError) toast.error(t("employeeDocuments.toasts.loadDocumentsFail"), documents.error);
  }, [documents.isError, documents.error, toast, t]);

  const all = documents.data ?? [];
  const ofType = (kind: DocumentType) => all.filter((document) => document.type === kind);

  return (
    <Box aria-label={`${t("employeeDocuments.title")}: ${fullName}`} component="section">
      <Tabs value={type} onChange={(_event, value: DocumentType) => setType(value)} variant="scrollable">
        {DOCUMENT_TYPES.map((kind) => {
          const expired = expiredCount(ofType(kind), new Date(now));
          return (
            <Tab
              key={kind}
              value={kind}
              id={`${base}-${kind}-tab`}
              aria-controls={`${base}-${kind}-panel`}
              label={
                <Badge
                  color="error"
                  badgeContent={expired}
                  slotProps={{
                    badge: { "aria-label": t("employeeDocuments.expiredBadge", { count: expired }) },
                  }}
                  sx={{ pr: expired > 0 ? 1.5 : 0 }}
                >
                  {t(TAB_LABEL[kind])}
                </Badge>
              }
            />
          );
        })}
      </Tabs>
      <Box role="tabpanel" id={`${base}-${type}-panel`} aria-labelledby={`${base}-${type}-tab`}>
        {documents.isPending ? (
          <CircularProgress size={24} sx={{ m: 2 }} aria-label={t("employeeDocuments.title")} />
        ) : (
          <DocumentsPanel key={type} profileId={profileId} type={type} documents={ofType(type)} />
        )}
      </Box>
    </Box>
  );
}
