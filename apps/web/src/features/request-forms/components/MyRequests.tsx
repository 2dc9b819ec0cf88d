import { Alert, Box, CircularProgress, Stack, Typography } from "@mui/material";
import type { RequestContentType } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { useMyRequests } from "../api/my-requests";
import { splitByOpen } from "../lib/summary";
import { RequestCard } from "./RequestCard";
import { RequestDetailsDialog } from "./RequestDetailsDialog";
import { useWithdraw } from "./use-withdraw";

export interface OpenedRequest {
  contentType: RequestContentType;
  id: number;
}

/**
 * The caller's requests (and those that name them): the ones awaiting review, then the decided
 * ones, newest first; each opens its details, and the requester may take one back.
 */
export function MyRequests(props: {
  now: number;
  opened: OpenedRequest | null;
  onOpen: (request: OpenedRequest | null) => void;
}) {
  const { t } = useTranslation();
  const requests = useMyRequests();
  const withdraw = useWithdraw();
  const { opened, onOpen } = props;

  if (requests.isPending)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
        <CircularProgress aria-label={t("myRequests.loading")} />
      </Box>
    );
  if (requests.isError) return <Alert severity="error">{t("myRequests.loadFailed")}</Alert>;
  const { open, closed } = splitByOpen(requests.data);
  const section = (title: string, rows: typeof open, empty: string) => (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {rows.map((summary) => (
            <RequestCard
              key={`${summary.contentType}:${summary.id}`}
              summary={summary}
              now={props.now}
              onOpen={() => onOpen({ contentType: summary.contentType, id: summary.id })}
              onWithdraw={() => void withdraw.start(summary.contentType, summary.id)}
              withdrawing={withdraw.pending}
            />
          ))}
        </Stack>
      )}
    </Box>
  );

  return (
    <>
      {requests.data.length === 0 ? (
        <EmptyState title={t("myRequests.noneTitle")} message={t("myRequests.none")} />
      ) : (
        <>
          {section(t("myRequests.open"), open, t("myRequests.noneOpen"))}
          {section(t("myRequests.decided"), closed, t("myRequests.noneDecided"))}
        </>
      )}
      {opened !== null && (
        <RequestDetailsDialog
          key={`${opened.contentType}:${opened.id}`}
          contentType={opened.contentType}
          id={opened.id}
          onClose={() => onOpen(null)}
          onWithdraw={() => void withdraw.start(opened.contentType, opened.id)}
          withdrawing={withdraw.pending}
        />
      )}
    </>
  );
}
