import {
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Column, ListContext } from "../../lib/kind";
import type { ListView } from "../../lib/list";
import { visuallyHidden } from "../../../../lib/visually-hidden";

const hiddenBelow = (breakpoint: Column<unknown>["hideBelow"]) =>
  breakpoint === undefined ? undefined : { display: { xs: "none", [breakpoint]: "table-cell" } };

/**
 * A configuration list as a table: sortable headers, obsolete rows greyed with a chip, a row opens
 * its editor on click (Enter from the keyboard), actions at the end of the row.
 */
export function ConfigurationTable<R extends { id: number; name: string; obsolete: boolean }>(props: {
  label: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  context: ListContext;
  sort: ListView["sort"];
  onSort: (column: string) => void;
  onOpen?: (row: R) => void;
  actions?: (row: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const { label, rows, columns, context, sort, onSort, onOpen, actions } = props;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={{ fontWeight: 600, whiteSpace: "nowrap", ...hiddenBelow(column.hideBelow) }}
                sortDirection={sort.column === column.id ? sort.direction : false}
              >
                {column.sortValue ? (
                  <TableSortLabel
                    active={sort.column === column.id}
                    direction={sort.column === column.id ? sort.direction : "asc"}
                    onClick={() => onSort(column.id)}
                  >
                    {column.label(t)}
                  </TableSortLabel>
                ) : (
                  column.label(t)
                )}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ width: 48 }}>
                <span style={visuallyHidden}>{t("configuration.actions")}</span>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              hover={onOpen !== undefined}
              tabIndex={onOpen ? 0 : undefined}
              aria-label={row.obsolete ? t("configuration.obsoleteRow", { name: row.name }) : row.name}
              onClick={onOpen ? () => onOpen(row) : undefined}
              onKeyDown={
                onOpen
                  ? (event) => {
                      if (event.key === "Enter" && event.target === event.currentTarget) onOpen(row);
                    }
                  : undefined
              }
              sx={{
                cursor: onOpen ? "pointer" : "default",
                "& > td": { color: row.obsolete ? "text.disabled" : undefined },
                bgcolor: row.obsolete ? "action.hover" : undefined,
              }}
            >
              {columns.map((column, index) => (
                <TableCell key={column.id} align={column.align} sx={hiddenBelow(column.hideBelow)}>
                  <span style={{ opacity: row.obsolete ? 0.6 : 1 }}>{column.render(row, context)}</span>
                  {index === 0 && row.obsolete && (
                    <Chip
                      size="small"
                      label={t("configuration.obsolete")}
                      sx={{ ml: 1 }}
                      variant="outlined"
                    />
                  )}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
