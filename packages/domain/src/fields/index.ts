export { checkColor, normalizeColor } from "./color.ts";
export { checkConfirmation, checkTypedWord } from "./confirm.ts";
export {
  checkDateInput,
  checkDateNotBefore,
  formatDateInput,
  isIsoDate,
  normalizeDateInput,
} from "./date.ts";
export { checkEmail, normalizeEmail } from "./email.ts";
export {
  CONFIGURATION_LIMITS,
  FIELD_LIMITS,
  type NumberLimit,
  type TextLimit,
  USER_FIELD_LIMITS,
  type UserField,
} from "./limits.ts";
export { parseNumberInRange } from "./number.ts";
export { checkPassword } from "./password.ts";
export { checkUsPhone, formatUsPhone, normalizeUsPhone } from "./phone.ts";
export {
  type Check,
  charLength,
  type FieldError,
  fail,
  type MessageParams,
  OK,
  ok,
  type Parsed,
  VALIDATION_KEYS,
  toCheck,
  type ValidationKey,
} from "./result.ts";
export { normalizeText } from "./text.ts";
export { checkHalfHour, checkTime, formatTimeInput, isWireTime, normalizeTime } from "./time.ts";
