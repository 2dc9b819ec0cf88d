import type { ProfileDocument } from "@rosterly/contract";
import type { DocumentType } from "@rosterly/domain/documents";
import Add from "@mui/icons-material/Add";
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { searchRecords } from "../lib/similar";
import { useDocumentActions } from "../lib/use-document-actions";
import { DocumentEditorRow } from "./DocumentEditorRow";
import { columnCount, DocumentHeader, DocumentRow } from "./DocumentRow";

interface Props {
  profileId: number;
  type: DocumentType;
  documents: readonly ProfileDocument[];
}

/** One sub-tab: search, Add, the records with inline editing and history (N-014). */
export function DocumentsPanel({ profileId, type, documents }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  /** The record edited inline: its id, "new" for the create row, null for none. */
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const actions = useDocumentActions(profileId);
  const shown = searchRecords(documents, search);
  const columns = columnCount(type);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const editor = (document: ProfileDocument | null) => (
    <DocumentEditorRow
      key={document ? `edit-${document.id}` : "new"}
      profileId={profileId}
      type={type}
      document={document}
      siblings={documents}
      columns={columns}
      onDone={() => setEditing(null)}
      onSwitch={(id) => setEditing(id)}
    />
  );

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ my: 1.5, alignItems: "center", flexWrap: "wrap" }}>
        <TextField
          size="small"
          type="search"
          label={t("employeeDocuments.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing("new")}
          disabled={editing === "new"}
        >
          {t("employeeDocuments.add")}
        </Button>
      </Stack>
      <TableContainer>
        <Table
          size="small"
          aria-label={t(
            type === "license" ? "employeeDocuments.tabs.credentials" : "employeeDocuments.tabs.health",
          )}
        >
          <DocumentHeader type={type} />
          <TableBody>
            {editing === "new" ? editor(null) : null}
            {shown.map((document) =>
              editing === document.id ? (
                editor(document)
              ) : (
                <DocumentRow
                  key={document.id}
                  document={document}
                  type={type}
                  columns={columns}
                  expanded={expanded.has(document.id)}
                  actions={actions}
                  onEdit={() => setEditing(document.id)}
                  onToggle={() => toggle(document.id)}
                />
              ),
            )}
            {shown.length === 0 && editing !== "new" ? (
              <TableRow>
                <TableCell colSpan={columns}>
                  {documents.length === 0 ? t("employeeDocuments.empty") : t("employeeDocuments.noMatches")}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
