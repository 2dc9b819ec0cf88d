import type { DocumentHistoryEntry, ProfileDocument } from "@rosterly/contract";
import { ATTACHMENT_TYPES, type DocumentType } from "@rosterly/domain/documents";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Download from "@mui/icons-material/Download";
import Edit from "@mui/icons-material/Edit";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import LinkOff from "@mui/icons-material/LinkOff";
import UploadFile from "@mui/icons-material/UploadFile";
import {
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFormatter } from "../../../lib/formatter-context";
import type { MessageKey } from "../../../lib/i18n";
import type { DocumentActions } from "../lib/use-document-actions";

const ACCEPT = Object.keys(ATTACHMENT_TYPES).join(",");

interface Props {
  document: ProfileDocument;
  type: DocumentType;
  columns: number;
  expanded: boolean;
  actions: DocumentActions;
  onEdit: () => void;
  onToggle: () => void;
}

function Action(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={props.label} describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled ?? false}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The cells both a document and a history entry show (N-012, N-013). */
function VersionCells({
  version,
  type,
}: {
  version: ProfileDocument | DocumentHistoryEntry;
  type: DocumentType;
}) {
  const { t } = useTranslation();
  const formatter = useFormatter();
  const day = (value: string | null) => (value ? formatter.date(value, "input") : "");
  return (
    <>
      {type === "license" ? <TableCell>{day(version.effectiveOn)}</TableCell> : null}
      <TableCell>{version.name}</TableCell>
      <TableCell>{version.description}</TableCell>
      <TableCell>{day(version.issuedOn)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <span>{day(version.expireOn)}</span>
          {version.state === "expired" ? (
            <Chip
              size="small"
              color="error"
              icon={<EventBusyOutlined />}
              label={t("employeeDocuments.expired")}
            />
          ) : null}
        </Stack>
      </TableCell>
      <TableCell>{version.comments}</TableCell>
      {type === "license" ? (
        <TableCell>
          {version.verified
            ? `${t("employeeDocuments.yes")} (${version.verifierName})`
            : t("employeeDocuments.no")}
        </TableCell>
      ) : null}
    </>
  );
}

/** One document: its cells, its actions and, when expanded, its earlier versions. */
export function DocumentRow({ document, type, columns, expanded, actions, onEdit, onToggle }: Props) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const historyId = useId();
  const name = document.name;
  return (
    <>
      <TableRow hover>
        <VersionCells version={document} type={type} />
        <TableCell>
          <Stack direction="row" sx={{ alignItems: "center" }}>
            {document.fileName ? (
              <>
                <Action
                  label={t("employeeDocuments.actions.download", { name })}
                  onClick={() => void actions.download(document)}
                >
                  <Download fontSize="small" />
                </Action>
                <Action
                  label={t("employeeDocuments.actions.deleteAttachment", { name })}
                  onClick={() => void actions.deleteAttachment(document)}
                >
                  <LinkOff fontSize="small" />
                </Action>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                {t("employeeDocuments.noAttachment")}
              </Typography>
            )}
            <Action
              label={t("employeeDocuments.actions.upload", { name })}
              onClick={() => picker.current?.click()}
              disabled={actions.uploading}
            >
              <UploadFile fontSize="small" />
            </Action>
            <input
              ref={picker}
              hidden
              type="file"
              accept={ACCEPT}
              aria-label={t("employeeDocuments.actions.upload", { name })}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) actions.upload(document, file);
                event.currentTarget.value = "";
              }}
            />
          </Stack>
        </TableCell>
        <TableCell>
          <Stack direction="row">
            <Action label={t("employeeDocuments.actions.edit", { name })} onClick={onEdit}>
              <Edit fontSize="small" />
            </Action>
            <Action
              label={t("employeeDocuments.actions.delete", { name })}
              onClick={() => void actions.deleteDocument(document)}
            >
              <DeleteOutline fontSize="small" />
            </Action>
            <Tooltip
              title={t(
                expanded ? "employeeDocuments.actions.hideHistory" : "employeeDocuments.actions.showHistory",
                { name },
              )}
            >
              <IconButton
                size="small"
                aria-label={t(
                  expanded
                    ? "employeeDocuments.actions.hideHistory"
                    : "employeeDocuments.actions.showHistory",
                  { name },
                )}
                aria-expanded={expanded}
                aria-controls={expanded ? historyId : undefined}
                onClick={onToggle}
              >
                {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </IconButton>
            </Tooltip>
          </Stack>
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow id={historyId}>
          <TableCell colSpan={columns} sx={{ bgcolor: "action.hover" }}>
            <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
              {t("employeeDocuments.historyTitle")}
            </Typography>
            {document.history.length === 0 ? (
              <Typography variant="body2">{t("employeeDocuments.noHistory")}</Typography>
            ) : (
              <Table size="small" aria-label={t("employeeDocuments.historyTitle")}>
                <TableBody>
                  {document.history.map((entry) => (
                    <TableRow key={entry.historyId}>
                      <VersionCells version={entry} type={type} />
                      <TableCell>
                        {entry.fileName ? (
                          <Action
                            label={t("employeeDocuments.actions.downloadHistory")}
                            onClick={() => void actions.download(document, entry.historyId)}
                          >
                            <Download fontSize="small" />
                          </Action>
                        ) : null}
                        <Action
                          label={t("employeeDocuments.actions.deleteHistory")}
                          onClick={() => void actions.deleteHistory(document, entry.historyId)}
                        >
                          <DeleteOutline fontSize="small" />
                        </Action>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** The column headers of a kind's table. */
export function DocumentHeader({ type }: { type: DocumentType }) {
  const { t } = useTranslation();
  const c = (key: MessageKey) => <TableCell>{t(key)}</TableCell>;
  return (
    <TableHead>
      <TableRow>
        {type === "license" ? c("employeeDocuments.columns.effectiveOn") : null}
        {type === "license" ? c("employeeDocuments.columns.code") : c("employeeDocuments.columns.name")}
        {c("employeeDocuments.columns.description")}
        {type === "license"
          ? c("employeeDocuments.columns.issuedOn")
          : c("employeeDocuments.columns.occurredOn")}
        {c("employeeDocuments.columns.expireOn")}
        {type === "license"
          ? c("employeeDocuments.columns.comments")
          : c("employeeDocuments.columns.results")}
        {type === "license" ? c("employeeDocuments.columns.verified") : null}
        {c("employeeDocuments.columns.attachment")}
        {c("employeeDocuments.columns.actions")}
      </TableRow>
    </TableHead>
  );
}

export const columnCount = (type: DocumentType) => (type === "license" ? 9 : 7);
