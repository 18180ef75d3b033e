import { useFormContext, useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';

/**
 * A value of the surrounding react-admin form for a control that is no react-admin input (a picker, an
 * upload): its current value and a setter that marks the form changed and validates it.
 */
export function useFormField<Values extends FieldValues, Name extends Path<Values>>(name: Name) {
  const { setValue } = useFormContext<Values>();
  const value = useWatch<Values, Name>({ name });
  const set = (next: PathValue<Values, Name>) => setValue(name, next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  return [value, set] as const;
}
