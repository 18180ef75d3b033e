import type { FieldValues } from 'react-hook-form';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import type { LsmMessageKey } from '../../providers/i18n/messageKeys.ts';
import type { RaMessageKey } from '../../providers/i18n/useLsmTranslate.ts';

/** A field's message as react-admin's inputs translate it: a key, or a key and its arguments. */
export type FieldMessage = LsmMessageKey | RaMessageKey | { message: LsmMessageKey; args: Record<string, number | string> };

/** Errors shaped like the form values (react-admin's form-level `validate` answer). */
export interface FormErrors {
  [field: string]: FieldMessage | FormErrors;
}

export type FormValidator<Values> = (values: Values) => FormErrors;

export interface ContractValidatorOptions<Values> {
  /** The body the form would send for these values; by default the values are the body. */
  toBody?: (values: Values) => unknown;
  /**
   * Body path to form path where the form names a field otherwise ("first_name" -> "firstName"); a path names
   * everything under it too ("addresses.0" -> "main" sends "addresses.0.zip" to "main.zip").
   */
  fields?: Record<string, string>;
  /** Body path ("email", or "addresses.zip" for every item) to the message shown when the contract refuses a filled value. */
  messages?: Record<string, FieldMessage>;
}

interface ContractIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const REQUIRED: FieldMessage = 'ra.validation.required';

// Of the issues a union reports for one value ("must be null", "must be equal to constant", ...), the most telling wins.
const RANK: Record<string, number> = { required: 0, minLength: 1, maxLength: 1, minItems: 1, maxItems: 1, minimum: 1, maximum: 1, exclusiveMinimum: 1, exclusiveMaximum: 1, uniqueItems: 1, format: 2, pattern: 2, enum: 3, const: 4, type: 5 };

const isBlankRule = (issue: ContractIssue) =>
  (issue.keyword === 'minLength' && issue.params.limit === 1) || (issue.keyword === 'pattern' && issue.params.pattern === '\\S');

function messageOf(issue: ContractIssue): FieldMessage {
  const limit = Number(issue.params.limit);
  if (isBlankRule(issue)) return REQUIRED;
  switch (issue.keyword) {
    case 'maxLength': return { message: 'lsm.forms.validation.too_long', args: { max: limit } };
    case 'minLength': return { message: 'lsm.forms.validation.too_short', args: { min: limit } };
    case 'maxItems': return { message: 'lsm.forms.validation.too_many', args: { max: limit } };
    case 'minItems': return { message: 'lsm.forms.validation.too_few', args: { min: limit } };
    case 'maximum':
    case 'exclusiveMaximum': return { message: 'lsm.forms.validation.too_large', args: { max: limit } };
    case 'minimum':
    case 'exclusiveMinimum': return { message: 'lsm.forms.validation.too_small', args: { min: limit } };
    case 'uniqueItems': return 'lsm.forms.validation.duplicates';
    case 'format': return issue.params.format === 'email' ? 'lsm.forms.validation.email' : 'lsm.forms.validation.invalid';
    case 'enum':
    case 'const': return 'lsm.forms.validation.choice';
    default: return 'lsm.forms.validation.invalid';
  }
}

/** "/address/zip" -> "address.zip". */
const bodyPath = (instancePath: string): string => instancePath.split('/').filter(Boolean).join('.');

/** "addresses.1.zip" -> "addresses.zip": `messages` may name a field of every item of a list. */
const withoutIndexes = (path: string): string => path.split('.').filter((part) => !/^\d+$/.test(part)).join('.');

/** The form field a body path lands on: mapped by `fields`, else itself, an item of a list reported on the list. */
function formPath(path: string, fields: Record<string, string>): string {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const mapped = fields[parts.slice(0, length).join('.')];
    if (mapped !== undefined) return [mapped, ...parts.slice(length)].join('.');
  }
  const firstIndex = parts.findIndex((part) => /^\d+$/.test(part));
  return (firstIndex === -1 ? parts : parts.slice(0, firstIndex)).join('.');
}

function valueAt(body: unknown, instancePath: string): unknown {
  let node = body;
  for (const part of instancePath.split('/').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function setAt(errors: FormErrors, path: string, message: FieldMessage): void {
  const parts = path.split('.');
  let node = errors;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || 'message' in next) node[part] = {};
    node = node[part] as FormErrors;
  }
  node[parts[parts.length - 1]] = message;
}

interface ObjectSchema {
  properties: Record<string, TSchema>;
  required?: string[];
}

const isObjectSchema = (schema: TSchema): schema is TSchema & ObjectSchema =>
  typeof (schema as Partial<ObjectSchema>).properties === 'object';

/**
 * The contract's issues with a body. An object is checked property by property: TypeBox stops collecting at a
 * few errors, and a union's branches alone can use them up before the later fields are reached.
 */
function issuesOf(schema: TSchema, body: unknown): ContractIssue[] {
  if (!isObjectSchema(schema) || typeof body !== 'object' || body === null) return Value.Errors(schema, body) as ContractIssue[];
  const record = body as Record<string, unknown>;
  const missing = (schema.required ?? []).filter((name) => record[name] === undefined);
  const issues: ContractIssue[] = missing.length ? [{ keyword: 'required', instancePath: '', params: { requiredProperties: missing } }] : [];
  for (const [name, property] of Object.entries(schema.properties)) {
    if (record[name] === undefined) continue;
    for (const issue of Value.Errors(property, record[name]) as ContractIssue[]) issues.push({ ...issue, instancePath: `/${name}${issue.instancePath}` });
  }
  return issues;
}

/**
 * A react-admin `validate` function from the contract schema of the call the form sends: the form refuses
 * what the server would refuse, field by field, with translated messages.
 */
export function contractValidator<Values>(schema: TSchema, options: ContractValidatorOptions<Values> = {}): FormValidator<Values> {
  const { toBody = (values: Values) => values, fields = {}, messages = {} } = options;
  return (values) => {
    const best = new Map<string, { rank: number; message: FieldMessage }>();
    const body = toBody(values);
    for (const issue of issuesOf(schema, body)) {
      const rank = RANK[issue.keyword];
      if (rank === undefined) continue;
      const names = issue.keyword === 'required' ? ((issue.params.requiredProperties as string[] | undefined) ?? []) : [''];
      for (const name of names) {
        const path = [bodyPath(issue.instancePath), name].filter(Boolean).join('.');
        // a text left empty where the contract wants one (a pattern, a length) is simply required
        const blank = issue.keyword === 'required' || isBlankRule(issue) || valueAt(body, issue.instancePath) === '';
        const message = blank ? REQUIRED : (messages[path] ?? messages[withoutIndexes(path)] ?? messageOf(issue));
        const held = best.get(path);
        if (path && (!held || rank < held.rank)) best.set(path, { rank, message });
      }
    }
    const errors: FormErrors = {};
    const paths = [...best.keys()];
    const flat: Record<string, FieldMessage> = {};
    for (const [path, { message }] of best) {
      // an object whose own fields are refused ("must be null" of a nullable address) is told through those fields
      if (paths.some((other) => other.startsWith(`${path}.`))) continue;
      const target = formPath(path, fields);
      if (!(target in flat)) flat[target] = message;
    }
    for (const [path, message] of Object.entries(flat)) setAt(errors, path, message);
    return errors;
  };
}

function mergeInto(target: FormErrors, source: FormErrors): void {
  for (const [field, message] of Object.entries(source)) {
    const held = target[field];
    if (held === undefined) target[field] = message;
    else if (typeof held === 'object' && !('message' in held) && typeof message === 'object' && !('message' in message)) mergeInto(held, message);
  }
}

/**
 * Several form validators as one react-admin `validate` (where two report the same field, the first one's
 * message stands). react-admin hands it the form's values: those the validators were written for.
 */
export function composeValidators<Values>(...validators: FormValidator<Values>[]): (values: FieldValues) => FormErrors {
  return (values) => {
    const errors: FormErrors = {};
    for (const validate of validators) mergeInto(errors, validate(values as Values));
    return errors;
  };
}
