import { describe, expect, it } from "vitest";
import signedOutStyles from "../components/SignedOutLayout.css?raw";
import { theme } from "./theme";

/** The value a custom property is given in the stylesheet (its first definition). */
function customProperty(css: string, name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}

describe("the signed-out pages' stylesheet", () => {
  // It draws the sign-in page before MUI loads, so it cannot read the theme: it must agree with it.
  it("uses the theme's palette, corner radius and font", () => {
    const { palette, shape, typography } = theme;
    expect({
      primary: customProperty(signedOutStyles, "--signed-out-primary"),
      primaryDark: customProperty(signedOutStyles, "--signed-out-primary-dark"),
      primaryContrast: customProperty(signedOutStyles, "--signed-out-primary-contrast"),
      error: customProperty(signedOutStyles, "--signed-out-error"),
      warning: customProperty(signedOutStyles, "--signed-out-warning"),
      info: customProperty(signedOutStyles, "--signed-out-info"),
      text: customProperty(signedOutStyles, "--signed-out-text"),
      textSecondary: customProperty(signedOutStyles, "--signed-out-text-secondary"),
      divider: customProperty(signedOutStyles, "--signed-out-divider"),
      paper: customProperty(signedOutStyles, "--signed-out-paper"),
      radius: customProperty(signedOutStyles, "--signed-out-radius"),
      font: customProperty(signedOutStyles, "--signed-out-font"),
    }).toEqual({
      primary: palette.primary.main,
      primaryDark: palette.primary.dark,
      primaryContrast: palette.primary.contrastText,
      error: palette.error.main,
      warning: palette.warning.main,
      info: palette.info.main,
      text: palette.text.primary,
      textSecondary: palette.text.secondary,
      divider: palette.divider,
      paper: palette.background.paper,
      radius: `${shape.borderRadius}px`,
      font: typography.fontFamily,
    });
  });
});
