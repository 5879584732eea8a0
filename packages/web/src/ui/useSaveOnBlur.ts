import { useCallback } from 'react';
import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldNotUpdated, fieldUpdated } from './apiMessages';
import type { Flash } from './flash';

/** A field's zod schema, as far as saving needs it. */
export interface FieldSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false };
}

/**
 * The value to save when a field loses focus (spec 000 §4: "only if valid and changed"), or
 * undefined when there is nothing to save. Empty and missing saved values compare equal.
 */
export function valueToSave(schema: FieldSchema, raw: unknown, saved: unknown): unknown {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return undefined;
  const before = saved ?? '';
  return parsed.data === before ? undefined : parsed.data;
}

interface SaveOnBlurOptions<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** One zod schema per field, as the form's schema defines them. */
  fields: { [K in Path<T>]?: FieldSchema };
  /** The values currently stored, to tell whether a field changed. */
  saved: Partial<Record<Path<T>, unknown>>;
  labels: Partial<Record<Path<T>, string>>;
  save: (change: Record<string, unknown>) => Promise<unknown>;
  flash: Flash;
  /** After a successful save, e.g. to empty a password field. */
  onSaved?: (name: Path<T>) => void;
}

/** Returns a blur handler per field that saves that one field (PATCH with one changed field). */
export function useSaveOnBlur<T extends FieldValues>({ form, fields, saved, labels, save, flash, onSaved }: SaveOnBlurOptions<T>) {
  return useCallback(
    async (name: Path<T>) => {
      const schema = fields[name];
      if (!schema) return;
      // Shows the field's error, if any, under it.
      const valid = await form.trigger(name);
      if (!valid) return;
      const value = valueToSave(schema, form.getValues(name), saved[name]);
      if (value === undefined) return;
      const label = labels[name] ?? name;
      try {
        await save({ [name]: value });
        flash.show('success', fieldUpdated(label));
        onSaved?.(name);
      } catch (error) {
        flash.show('error', fieldNotUpdated(error, label));
      }
    },
    [form, fields, saved, labels, save, flash, onSaved],
  );
}

/**
 * The props that make one text input save itself on blur: its label, its error and the form's
 * registration with the save added to the blur. Returns one function for all of a card's fields;
 * a card spreads it first and adds its own props (asterisk, read-only, autocomplete) after.
 */
export function useSaveOnBlurFields<T extends FieldValues>(options: SaveOnBlurOptions<T>) {
  const saveOnBlur = useSaveOnBlur(options);
  const { form, labels } = options;
  // Read here, in render: the form state proxy then re-renders the card when errors change.
  const { errors } = form.formState;
  return (name: Path<T>) => ({
    label: labels[name] ?? name,
    error: get<FieldErrors<T>, FieldError | undefined>(errors, name)?.message,
    ...form.register(name, { onBlur: () => void saveOnBlur(name) }),
  });
}
