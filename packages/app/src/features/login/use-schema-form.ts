import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

type Values<F extends string> = Record<F, string>;

/**
 * A form of text inputs checked by a zod schema, as react-hook-form with zodResolver does it
 * (checked on submit, then again on every change; the first invalid field gets the focus; an
 * error is the issue's message, the contract's validation code) without its 15 kB on the sign-in
 * page. Inputs stay uncontrolled: `register(name)` gives name, default value and ref.
 */
export function useSchemaForm<F extends string, S extends z.ZodType<unknown, Values<F>>>(
  schema: S,
  fields: readonly F[],
  defaults: Values<F>,
) {
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const getValues = (): Values<F> => {
    const values = { ...defaults };
    for (const name of fields) {
      const input = inputs.current[name];
      if (input) values[name] = input.value;
    }
    return values;
  };

  const check = () => {
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
      if (submitted.current) check();
    },
  });

  const handleSubmit =
    (valid: (values: z.output<S>) => Promise<void>) =>
    async (event?: FormEvent): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      const { parsed, found } = check();
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
