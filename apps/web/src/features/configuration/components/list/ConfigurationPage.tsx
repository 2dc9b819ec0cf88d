import AddOutlined from "@mui/icons-material/AddOutlined";
import { Box, Button } from "@mui/material";
import type { Hospital } from "@rosterly/contract";
import { useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../../components/EmptyState";
import { PageHeader } from "../../../../components/PageHeader";
import { useFormatter } from "../../../../lib/formatter-context";
import type { ConfigurationListKey, ConfigurationRow } from "../../../../lib/organisation/hospital-cache";
import { useRowActions } from "../../hooks/use-row-actions";
import type { KindDefinition, ListContext } from "../../lib/kind";
import { type ListView, visibleRows } from "../../lib/list";
import { RowDialog } from "../dialog/RowDialog";
import { ConfigurationTable } from "./ConfigurationTable";
import { ListToolbar } from "./ListToolbar";
import { RowMenu } from "./RowMenu";

type Editing<R> = { row: R | null } | null;

/**
 * The screen of one configuration kind: its rows from the hospital (kept live by the updates
 * channel), searchable and sortable, with create, edit, obsolete and delete for editors.
 */
export function ConfigurationPage<K extends ConfigurationListKey, F extends FieldValues>(props: {
  kind: KindDefinition<K, F>;
  hospital: Hospital;
  canEdit: boolean;
}) {
  const { kind, hospital, canEdit } = props;
  const { t, i18n } = useTranslation();
  const formatter = useFormatter();
  const texts = `configuration.kinds.${kind.id}` as const;
  const [view, setView] = useState<ListView>({
    search: "",
    showObsolete: false,
    sort: { column: kind.defaultSort, direction: "asc" },
  });
  const [editing, setEditing] = useState<Editing<ConfigurationRow<K>>>(null);
  const actions = useRowActions(kind);

  const all: readonly ConfigurationRow<K>[] = hospital[kind.listKey];
  const context: ListContext = { hospital, t, formatter };
  const collator = useMemo(() => new Intl.Collator(i18n.language, { numeric: true }), [i18n.language]);
  const rows = visibleRows(all, view, {
    columns: kind.columns,
    searchText: kind.searchText,
    context,
    collator,
  });
  const obsoleteCount = all.filter((row) => row.obsolete).length;

  const sortBy = (column: string) =>
    setView((current) => ({
      ...current,
      sort: {
        column,
        direction: current.sort.column === column && current.sort.direction === "asc" ? "desc" : "asc",
      },
    }));

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <PageHeader
        title={t(`${texts}.title`)}
        subtitle={t(`${texts}.subtitle`)}
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ row: null })}>
              {t(`${texts}.add`)}
            </Button>
          )
        }
      />
      <ListToolbar
        search={view.search}
        onSearch={(search) => setView((current) => ({ ...current, search }))}
        searchLabel={t(`${texts}.search`)}
        showObsolete={view.showObsolete}
        onShowObsolete={(showObsolete) => setView((current) => ({ ...current, showObsolete }))}
        obsoleteCount={obsoleteCount}
      />
      {rows.length === 0 ? (
        <EmptyState
          illustration={all.length === 0 ? "empty" : "notFound"}
          message={all.length === 0 ? t(`${texts}.empty`) : t("configuration.noMatches")}
        />
      ) : (
        <ConfigurationTable
          label={t(`${texts}.title`)}
          rows={rows}
          columns={kind.columns}
          context={context}
          sort={view.sort}
          onSort={sortBy}
          onOpen={(row) => setEditing({ row })}
          actions={
            canEdit
              ? (row) => (
                  <RowMenu
                    name={row.name}
                    obsolete={row.obsolete}
                    disabled={actions.busy}
                    onEdit={() => setEditing({ row })}
                    onObsolete={(obsolete) => void actions.setObsolete(row, obsolete)}
                    onDelete={() => void actions.deleteRow(row)}
                  />
                )
              : undefined
          }
        />
      )}
      {editing && (
        <RowDialog
          kind={kind}
          hospital={hospital}
          row={editing.row}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
          onDelete={actions.deleteRow}
        />
      )}
    </Box>
  );
}
