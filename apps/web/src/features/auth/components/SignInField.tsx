import type { InputHTMLAttributes, ReactNode, Ref } from "react";

/**
 * An outlined text field with a floating label, like the app's MUI fields, in plain HTML: the label
 * names the input, the error text is tied to it (`aria-describedby`) and marks it invalid.
 */
export function SignInField({
  id,
  label,
  error,
  inputRef,
  adornment,
  ...input
}: {
  id: string;
  label: string;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  adornment?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "placeholder" | "className">) {
  const errorId = `${id}-error`;
  return (
    <div className={error === undefined ? "sign-in-field" : "sign-in-field sign-in-field--invalid"}>
      <div className="sign-in-field__box">
        {/* An empty placeholder lets the stylesheet tell an empty field (`:placeholder-shown`) from a filled one. */}
        <input
          {...input}
          ref={inputRef}
          id={id}
          className="sign-in-field__input"
          placeholder=" "
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
        />
        <label className="sign-in-field__label" htmlFor={id}>
          {label}
        </label>
        <fieldset className="sign-in-field__outline" aria-hidden>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
        {adornment}
      </div>
      {error !== undefined && (
        <p className="sign-in-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
