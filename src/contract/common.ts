import { Type, type Static, type TSchema } from 'typebox';

/** Every failure body. */
export const ErrorBody = Type.Object({ message: Type.String() }, { $id: 'ErrorBody' });
export type ErrorBody = Static<typeof ErrorBody>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
/** On an edit: the record's updated_at as it was read; a row changed since then answers 409 (README "Security"). */
export const BasedOnVersion = Type.Optional(
  Type.String({ format: 'date-time', description: 'the updated_at the edit was based on; a newer row answers 409' }),
);

/** A string that is one of `values`; validates as JSON Schema `enum` so errors read "must be equal to one of the allowed values". */
export const StringEnum = <const T extends string[]>(values: readonly [...T], options?: { description?: string; default?: T[number] }) =>
  Type.Enum(values, options);

/**
 * A nullable request field. Null is tried first: the server's validator coerces types, and a string branch
 * tried first turns null into "" (Type.Union([Type.String(), Type.Null()]) accepts null and stores "").
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
