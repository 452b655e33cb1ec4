// The validation codes and their parser, without zod: the i18n package reads them on every page,
// also on pages that load no schema (the sign-in page's first load). validation.ts re-exports them
// beside the schema helpers.

/**
 * Validation codes carried as the zod issue message. The contract holds no English: the i18n
 * package maps each code (and its arguments after `:`) to a zh/en message, and the server turns
 * them into `extra.issues[].code` of a 400 answer.
 */
export const ValidationCode = {
  /** "Can't be empty". */
  required: 'required',
  /** `length:<min>:<max>` — "Length between {min} and {max} characters". */
  length: 'length',
  /** `max:<n>` — "At most {n} characters". */
  max: 'max',
  /** "Email is invalid". */
  email: 'email',
  /** "Phone number is invalid" (optional 0, 13/14/15/17/18/19, eight digits). */
  phone: 'phone',
  /** "Please enter an integer greater than zero". */
  intPositive: 'int_positive',
  /** "URL is invalid". */
  url: 'url',
  /** Name-style identifier: letters, digits and underscore only. */
  identifier: 'identifier',
  /** Unique value already taken ("already exists"). */
  exists: 'exists',
  /** "Inconsistent values entered twice". */
  passwordMismatch: 'password_mismatch',
  /** "Old password incorrect". */
  oldPasswordIncorrect: 'old_password_incorrect',
  /** "Only supports Xlsx type files". */
  xlsxOnly: 'xlsx_only',
  /** "No data selected yet" (a bulk action with an empty selection). */
  noSelection: 'no_selection',
  /** `too_many:<n>` — a list holds more than n entries ("At most {n} entries"). */
  tooMany: 'too_many',
  /** A parameter a template has no placeholder for. */
  unknownParam: 'unknown_param',
  /** A time that must be later than now (a scheduled send). */
  futureTime: 'future_time',
  /** A permission code of platform scope, which a tenant cannot declare (a menu's resource). */
  platformCode: 'platform_code',
  /** `bpmn_xml` — not a readable BPMN 2.0 diagram. */
  bpmnXml: 'bpmn_xml',
  /** The process has no start event (or more than one). */
  bpmnStart: 'bpmn_start',
  /** The process has no end event. */
  bpmnEnd: 'bpmn_end',
  /** `bpmn_element:<type>:<id>` — an element the engine does not run (script and service tasks,
   * timers, messages, sub-processes, …). */
  bpmnElement: 'bpmn_element',
  /** `bpmn_condition:<id>` — a sequence flow's condition is not an expression the engine reads. */
  bpmnCondition: 'bpmn_condition',
  /** `bpmn_assignee:<id>` — a user task names no assignee, or one the engine cannot resolve. */
  bpmnAssignee: 'bpmn_assignee',
  /** A value of the wrong type or outside the allowed set (a fallback for everything else). */
  invalid: 'invalid',
} as const;

export type ValidationCodeName = (typeof ValidationCode)[keyof typeof ValidationCode];

/** Every code, for catalogs that must translate all of them. */
export const VALIDATION_CODES: readonly ValidationCodeName[] = Object.values(ValidationCode);

/** Splits `length:2:10` into `{ code: 'length', args: ['2', '10'] }`; unknown text gives `invalid`. */
export function parseValidationMessage(message: string): { code: ValidationCodeName; args: string[] } {
  const [code = '', ...args] = message.split(':');
  return (VALIDATION_CODES as readonly string[]).includes(code)
    ? { code: code as ValidationCodeName, args }
    : { code: ValidationCode.invalid, args: [] };
}
