import { Box } from "@mui/material";
import { REQUEST_CONTENT_TYPES, type RequestContentType } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { MyRequests, type OpenedRequest, TimeOffButton } from "../../features/request-forms";
import { useFormatter } from "../../lib/formatter-context";
import { useNow } from "../../lib/use-now";
import { todayIn } from "../schedule/today";

const isContentType = (value: string | null): value is RequestContentType =>
  REQUEST_CONTENT_TYPES.some((type) => type === value);

/** `?kind=swap&id=12` opens that request's details (a notification's link). */
export function openedFrom(params: URLSearchParams): OpenedRequest | null {
  const kind = params.get("kind");
  const id = Number(params.get("id"));
  return isContentType(kind) && Number.isInteger(id) && id > 0 ? { contentType: kind, id } : null;
}

/**
 * `/requests/mine` (staff): the requests they sent and those naming them, with their states,
 * arriving live; details, withdraw, and a way to ask for time off. Laid out for a phone first.
 */
export default function MyRequestsPage() {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const now = useNow(60_000);
  const [params, setParams] = useSearchParams();
  const opened = openedFrom(params);
  return (
    <Box sx={{ maxWidth: 720, mx: "auto" }}>
      <PageHeader
        title={t("myRequests.title")}
        subtitle={t("myRequests.subtitle")}
        actions={<TimeOffButton today={todayIn(formatter.timeZone)} />}
      />
      <MyRequests
        now={now}
        opened={opened}
        onOpen={(next) =>
          setParams(next === null ? {} : { kind: next.contentType, id: String(next.id) }, {
            replace: next === null,
          })
        }
      />
    </Box>
  );
}
