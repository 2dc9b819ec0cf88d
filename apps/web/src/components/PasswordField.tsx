import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { IconButton, InputAdornment, TextField, type TextFieldProps } from "@mui/material";
import { forwardRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** A password input with a show/hide toggle; `autoComplete` tells managers which password it is. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, "type">>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [shown, setShown] = useState(false);
    return (
      <TextField
        {...props}
        inputRef={ref}
        type={shown ? "text" : "password"}
        slotProps={{
          ...props.slotProps,
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => setShown((value) => !value)}
                  aria-label={shown ? t("auth.hidePassword") : t("auth.showPassword")}
                >
                  {shown ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    );
  },
);
