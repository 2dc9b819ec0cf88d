import { styled } from "@mui/material/styles";
import { MaterialDesignContent } from "notistack";

/**
 * Toast colours with white text at 4.5:1 or better (notistack's own green, blue and orange are
 * lighter than that), so every toast reads for low-vision users as well.
 */
const ToastContent = styled(MaterialDesignContent)({
  "&.notistack-MuiContent-success": { backgroundColor: "#2e7d32" },
  "&.notistack-MuiContent-info": { backgroundColor: "#1565c0" },
  "&.notistack-MuiContent-warning": { backgroundColor: "#a35200" },
  "&.notistack-MuiContent-error": { backgroundColor: "#c62828" },
});

export const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  info: ToastContent,
  warning: ToastContent,
  error: ToastContent,
} as const;
