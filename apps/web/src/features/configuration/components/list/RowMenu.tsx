import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import MoreVert from "@mui/icons-material/MoreVert";
import RestoreOutlined from "@mui/icons-material/RestoreOutlined";
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A row's actions: edit, make obsolete or restore, delete. */
export function RowMenu(props: {
  name: string;
  obsolete: boolean;
  disabled: boolean;
  onEdit: () => void;
  onObsolete: (obsolete: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { name, obsolete, disabled, onEdit, onObsolete, onDelete } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t("configuration.rowActions", { name })}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        <MenuItem onClick={run(onEdit)}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("configuration.edit")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(() => onObsolete(!obsolete))}>
          <ListItemIcon>
            {obsolete ? <RestoreOutlined fontSize="small" /> : <Inventory2Outlined fontSize="small" />}
          </ListItemIcon>
          <ListItemText>{t(obsolete ? "configuration.restore" : "configuration.makeObsolete")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(onDelete)} sx={{ color: "error.main" }}>
          <ListItemIcon sx={{ color: "inherit" }}>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("configuration.delete")}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
