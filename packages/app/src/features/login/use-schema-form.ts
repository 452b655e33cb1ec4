import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Values<F extends string> = Record<F, string>;

/**
 * A form of text inputs checked by a zod schema, as react-hook-form with zodResolver does it
 * (checked on submit, then again on every change; the first invalid field gets the focus; an
 * error is the issue's message, the contract's validation code) without its 15 kB on the sign-in
 * page. Inputs stay uncontrolled: `register(name)` gives name, default value and ref.
 *
 * The schema comes from `loadSchema`, so the form can paint and take input before zod and the
 * contract have arrived: a submit waits for it (the first submit loads it if nothing has yet);
 * checks on change only start after a submit, when it is there.
 */
export function useSchemaForm<F extends string, S extends z.ZodType<unknown, Values<F>>>(
  loadSchema: () => Promise<S>,
  fields: readonly F[],
  defaults: Values<F>,
) {
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const loaded = useRef<S | null>(null);
  const submitted = useRef(false);

  const getValues = (): Values<F> => {
    const values = { ...defaults };
    for (const name of fields) {
      const input = inputs.current[name];
      if (input) values[name] = input.value;
    }
    return values;
  };

  const check = (schema: S) => {
    const parsed = schema.safeParse(getValues());
    const found: Partial<Record<F, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as F | undefined;
        if (name !== undefined && fields.includes(name) && found[name] === undefined)
          found[name] = issue.message;
      }
    }
    setErrors(found);
    return { parsed, found };
  };

  const register = (name: F) => ({
    name,
    defaultValue: defaults[name],
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: () => {
      if (submitted.current && loaded.current) check(loaded.current);
    },
  });

  const handleSubmit =
    (valid: (values: z.output<S>) => Promise<void>) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      loaded.current ??= await loadSchema();
      submitted.current = true;
      const { parsed, found } = check(loaded.current);
      if (!parsed.success) {
        inputs.current[fields.find((name) => found[name] !== undefined) ?? fields[0]!]?.focus();
        return;
      }
      setSubmitting(true);
      try {
        await valid(parsed.data);
      } finally {
        setSubmitting(false);
      }
    };

  const setValue = (name: F, value: string) => {
    const input = inputs.current[name];
    // As react-hook-form's setValue: no check until the next change or submit.
    if (input) input.value = value;
  };

  return {
    register,
    handleSubmit,
    setValue,
    setFocus: (name: F) => inputs.current[name]?.focus(),
    getValues: (name: F) => getValues()[name],
    formState: { errors, isSubmitting },
  };
}
