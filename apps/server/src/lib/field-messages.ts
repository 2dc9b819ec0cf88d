import type { FieldError, ValidationKey } from "@rosterly/domain/fields";

// The API answers in English; the web shows its own catalogue text for the same key.
const TEXT: Record<ValidationKey, string> = {
  "validation.required": "This field is required.",
  "validation.max": "Ensure this field has no more than {max} characters.",
  "validation.min_value": "Ensure this value is greater than or equal to {min}.",
  "validation.max_value": "Ensure this value is less than or equal to {max}.",
  "validation.numeric": "A number is required.",
  "validation.password": "Use at least 8 characters with a digit, a lowercase and an uppercase letter.",
  "validation.email": "Enter a valid e-mail address.",
  "validation.phone": "Enter a valid US phone number.",
  "validation.time": "Enter a time as HH:MM or HHMM (24-hour).",
  "validation.date": "Enter a valid date.",
  "validation.date_min": "The date must be on or after {min}.",
  "validation.color": "Enter a colour as #RRGGBB.",
  "validation.confirmed": "The two values do not match.",
  "validation.is": "The value must be {value}.",
  "validation.integer": "A whole number is required.",
  "validation.multiple_of": "Ensure this value is a multiple of {step}.",
  "validation.weekday": "The date must be a {weekday}.",
  "validation.type": "Expected {expected}.",
  "validation.unknown_key": "Unknown field {key}.",
  "validation.unknown_reference": "Unknown {kind} {id} in this organisation.",
  "validation.obsolete_reference": "The {kind} {id} is obsolete and cannot be chosen.",
  "validation.duplicate": "{value} appears more than once.",
  "validation.choice": "Choose one of: {choices}.",
  "validation.date_format": "Unsupported date format token {token}.",
  "validation.max_items": "Ensure this list has no more than {max} items.",
};

export function fieldMessage(error: FieldError): string {
  return TEXT[error.key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(error.params?.[name] ?? whole),
  );
}
