import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../lib/forms/field-text";
import type { Issues } from "../../../lib/forms/issue-notes";
import { type Credentials, prepareLogin } from "../api/login";
import { type LoginValues, validateLogin } from "../lib/login-form";
import { SignInField } from "./SignInField";
import { SignInIcon } from "./sign-in-icons";
import { SignInNotice } from "./SignInNotice";

/**
 * The e-mail and password form; the screen decides what a failed attempt means. Two fields need no
 * form library (react-hook-form loads with the app, after sign-in): the check runs on submit and,
 * once a submit found problems, again on every change, as the app's other forms do.
 */
export function SignInForm(props: {
  onSubmit: (credentials: Credentials) => void;
  pending: boolean;
  error: string | null;
}) {
  const { onSubmit, pending, error } = props;
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [issues, setIssues] = useState<Issues | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const change = (field: keyof LoginValues) => (event: { currentTarget: HTMLInputElement }) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (issues !== null) setIssues(validateLogin(next));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setIssues(found);
    if (found.email !== undefined) return emailInput.current?.focus();
    if (found.password !== undefined) return passwordInput.current?.focus();
    onSubmit({ email: values.email.trim(), password: values.password });
  };
  const issueText = (field: keyof LoginValues) => {
    const issue = issues?.[field];
    return issue === undefined ? undefined : fieldErrorText(t, issue);
  };

  return (
    // The request's code (the API client) is not part of the page: fetch it once the user types.
    <form
      className="sign-in-form"
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      onInput={() => void prepareLogin()}
    >
      {error !== null && (
        <SignInNotice severity="error" role="alert">
          {error}
        </SignInNotice>
      )}
      <SignInField
        id={`${id}-email`}
        inputRef={emailInput}
        label={t("auth.email")}
        error={issueText("email")}
        type="email"
        inputMode="email"
        autoComplete="username"
        // The page exists to take these two fields: the cursor starts in the first.
        autoFocus
        value={values.email}
        onChange={change("email")}
      />
      <SignInField
        id={`${id}-password`}
        inputRef={passwordInput}
        label={t("auth.password")}
        error={issueText("password")}
        type={showPassword ? "text" : "password"}
        autoComplete="current-password"
        value={values.password}
        onChange={change("password")}
        adornment={
          <button
            type="button"
            className="sign-in-field__toggle"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? t("auth.hidePassword") : t("auth.showPassword")}
          >
            <SignInIcon name={showPassword ? "visibilityOff" : "visibility"} />
          </button>
        }
      />
      <button type="submit" className="sign-in-submit" disabled={pending}>
        {pending ? t("auth.submitting") : t("auth.submit")}
      </button>
    </form>
  );
}
