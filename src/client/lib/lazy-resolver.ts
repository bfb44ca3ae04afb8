import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from '#shared/schemas/zod';
import { browserMessages, type MessageId } from './i18n/i18n';
import { toast } from './toast';

/**
 * A form's validation by one of the shared schemas, with the schema (and the validation
 * library) fetched the first time the form is checked, on submit or leaving a field, instead of
 * with the page: most visitors read a page with a form and never send it.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    try {
      return await (
        await loading
      )(values, context, options);
    } catch (error) {
      // Offline or a new version of the site: the next try fetches again.
      loading = undefined;
      console.error('The form could not be checked', error);
      toast.error(browserMessages.format('app.error' satisfies MessageId), {
        description: browserMessages.format('app.formCheckFailed' satisfies MessageId),
      });
      const errors = { root: { type: 'load', message: 'Please try again.' } };
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
  };
}
