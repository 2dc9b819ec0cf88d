import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import type { Hospital, RequestDetail } from "@rosterly/contract";
import { useTranslation } from "react-i18next";
import { ValidatorResultsList } from "../../../components/validator-results/ValidatorResultsList";
import { nameOf } from "./parts";

/** G-011: the validators' findings on the schedule as it would be after approval (dialog 435 wide). */
export function RequestErrorsDialog(props: {
  request: RequestDetail;
  hospital: Hospital;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { request, hospital, onClose } = props;
  const jobTypeName = (id: number) => hospital.jobTypes.find((type) => type.id === id)?.name ?? `#${id}`;
  const shiftTypeName = (id: string) =>
    hospital.shiftTypes.find((type) => String(type.id) === id)?.name ?? id;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="request-errors-title"
      slotProps={{ paper: { sx: { width: 435 } } }}
    >
      <DialogTitle id="request-errors-title">{t("requests.errors.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("requests.errors.intro")}</DialogContentText>
        <ValidatorResultsList
          results={request.errors}
          nameOf={(userId) =>
            nameOf(hospital, Number(userId)) || t("schedule.errors.unknownUser", { id: userId })
          }
          groupLabel={(jobTypes, shiftTypeId) =>
            `${jobTypes.map(jobTypeName).join(", ")} · ${shiftTypeName(shiftTypeId)}`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t("requests.errors.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * K-011: approving a request with findings asks first. The dialog has no `onClose`, so it stays
 * until a button is chosen: neither Escape nor a click beside it dismisses it.
 */
export function ApproveWithErrorsDialog(props: { onCancel: () => void; onApprove: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open aria-labelledby="approve-errors-title" aria-describedby="approve-errors-text">
      <DialogTitle id="approve-errors-title">{t("requests.approveWithErrors.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText id="approve-errors-text">
          {t("requests.approveWithErrors.message")}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          {t("requests.approveWithErrors.cancel")}
        </Button>
        <Button variant="contained" color="warning" onClick={props.onApprove}>
          {t("requests.approveWithErrors.approve")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
