import { useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { announceAction, type ActionNotice } from '@/components/action-toasts';
import { contractResolver } from './contract-resolver';
import { applyServerErrors } from './server-errors';

export interface ContractFormOptions<V extends FieldValues, B, R> {
  /** The contract's schema for the request body; the form checks what the server would. */
  schema: ZodType;
  defaultValues: V;
  /** The form's values as the request body. */
  toBody: (values: V) => B;
  /** Sends the body (usually a `defineWrite` hook's trigger). */
  submit: (body: B, values: V) => Promise<R>;
  /** After a successful submit: the notice to show (a title, or a whole notice). */
  done?: string | ((result: R, values: V) => string | ActionNotice);
  /** Closes the dialog after a successful submit (and on Cancel). */
  onClose?: () => void;
  /** Runs after a successful submit, before closing (move on to the new thing's page). */
  onSaved?: (result: R, values: V) => unknown;
  /** Server fields the form shows, when they are not just the keys of `defaultValues`. */
  fields?: readonly string[];
  /** The fields found wrong, by the contract or by the server (a wizard goes to their step). */
  onInvalid?: (fields: string[]) => void;
}

export interface ContractForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Why the last submit failed, when that was not about one field. */
  failure: string | undefined;
  submitting: boolean;
  onSubmit: (event?: FormEvent) => void;
  onClose: () => void;
}

/**
 * A form over a contract write. It validates with the contract's schema, sends the body, puts a
 * 400's `{field: [message]}` on the fields it shows and anything else above the form, then
 * announces the result and closes. A screen only says what to send and what to say.
 */
export function useContractForm<V extends FieldValues, B, R>({
  schema,
  defaultValues,
  toBody,
  submit,
  done,
  onClose = () => undefined,
  onSaved,
  fields,
  onInvalid,
}: ContractFormOptions<V, B, R>): ContractForm<V> {
  const [failure, setFailure] = useState<string>();
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: contractResolver(schema, toBody),
  });
  const known = fields ?? Object.keys(defaultValues);
  const send = form.handleSubmit(
    async (values) => {
      setFailure(undefined);
      try {
        const result = await submit(toBody(values), values);
        await onSaved?.(result, values);
        if (done) {
          const notice = typeof done === 'string' ? done : done(result, values);
          announceAction(typeof notice === 'string' ? { title: notice } : notice);
        }
        onClose();
      } catch (error) {
        setFailure(applyServerErrors(error, form.setError, known));
        const wrong = known.filter((name) => form.getFieldState(name as Path<V>).error);
        if (wrong.length > 0) onInvalid?.(wrong);
      }
    },
    (errors) => onInvalid?.(Object.keys(errors)),
  );
  return {
    form,
    failure,
    submitting: form.formState.isSubmitting,
    onSubmit: (event) => void send(event),
    onClose,
  };
}
