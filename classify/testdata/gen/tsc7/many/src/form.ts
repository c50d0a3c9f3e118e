type Field = { name: string; required: boolean };

export function validate(fields: Field[], values: Record<string, string>) {
  return fields.filter((f) => f.required && !values[f.nme]);
}
