import { Alert, Box, CircularProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { useOpenShifts } from "../../features/open-shifts/api/list-open-shifts";
import { OfferCard } from "../../features/open-shifts/components/OfferCard";
import { OfferHistory } from "../../features/open-shifts/components/OfferHistory";
import { useSession } from "../../lib/session/session-context";
import { useNow } from "../../lib/use-now";

/**
 * `/offers` (staff): the open shifts offered to this nurse, soonest deadline first, arriving live;
 * bid, withdraw or take one; below, what came of their past bids. Laid out for a phone first.
 */
export default function OffersPage() {
  const { t } = useTranslation();
  const { hospital, user } = useSession();
  const now = useNow(15_000);
  const offers = useOpenShifts({ state: "pending", page: 1, pageSize: 100, orderBy: "bidding_ends_on" });
  return (
    <Box sx={{ maxWidth: 720, mx: "auto" }}>
      <PageHeader title={t("offers.title")} subtitle={t("offers.subtitle")} />
      {offers.isPending ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label={t("openShifts.loading")} />
        </Box>
      ) : offers.isError ? (
        <Alert severity="error">{t("openShifts.loadFailed")}</Alert>
      ) : offers.data.results.length === 0 ? (
        <EmptyState message={t("offers.none")} />
      ) : (
        <Box component="section" aria-label={t("offers.open")} sx={{ display: "grid", gap: 1.5 }}>
          {offers.data.results.map((shift) => (
            <OfferCard key={shift.id} shift={shift} hospital={hospital} userId={user.id} now={now} />
          ))}
        </Box>
      )}
      <Typography variant="h3" component="h2" sx={{ mt: 4, mb: 1, fontSize: "1.1rem" }}>
        {t("offers.history")}
      </Typography>
      <OfferHistory hospital={hospital} userId={user.id} />
    </Box>
  );
}
