import { Type, type Static } from 'typebox';

/** Every failure body. */
export const ErrorBody = Type.Object({ message: Type.String() }, { $id: 'ErrorBody' });
export type ErrorBody = Static<typeof ErrorBody>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
