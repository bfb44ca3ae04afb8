import { useState, type FormEvent } from 'react';
import type { OwnProgram } from '#shared/schemas/programs';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useUpdateProgram } from '../api/programs';

/** The program page's fields, saved together (PATCH /api/me/program). */
export function ProgramDetailsForm({ program }: { program: OwnProgram }) {
  const t = useT();
  const shown = useShownText();
  const update = useUpdateProgram();
  const [values, setValues] = useState({
    name: program.name,
    logoUrl: program.logoUrl ?? '',
    sports: program.sports.join(', '),
    city: program.city ?? '',
    state: program.state ?? '',
    about: program.about ?? '',
  });
  const [saved, setSaved] = useState(false);
  const fieldErrors = update.error instanceof ApiError ? update.error.fieldErrors : {};
  const errorOf = (name: string) => {
    const message = Object.entries(fieldErrors).find(
      ([key]) => key === name || key.startsWith(`${name}.`),
    )?.[1][0];
    return message === undefined ? undefined : shown(message);
  };
  const set = (name: keyof typeof values) => (value: string) => {
    setSaved(false);
    setValues((current) => ({ ...current, [name]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    try {
      await update.mutateAsync({
        name: values.name,
        logoUrl: values.logoUrl,
        sports: values.sports
          .split(',')
          .map((sport) => sport.trim())
          .filter(Boolean),
        city: values.city,
        state: values.state,
        about: values.about,
      });
      setSaved(true);
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <Card className="grid gap-4" role="region" aria-labelledby="program-details-heading">
      <h2 id="program-details-heading" className="text-xl font-semibold">
        {t('programs.details.title')}
      </h2>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <FormField label={t('programs.details.name')} error={errorOf('name')}>
          <Input value={values.name} onChange={(e) => set('name')(e.target.value)} required />
        </FormField>
        <FormField
          label={t('programs.details.logo')}
          hint={t('programs.details.logoHint')}
          error={errorOf('logoUrl')}
        >
          <Input
            type="url"
            inputMode="url"
            value={values.logoUrl}
            onChange={(e) => set('logoUrl')(e.target.value)}
          />
        </FormField>
        <FormField
          label={t('programs.details.sports')}
          hint={t('programs.details.sportsHint')}
          error={errorOf('sports')}
        >
          <Input value={values.sports} onChange={(e) => set('sports')(e.target.value)} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('programs.details.city')} error={errorOf('city')}>
            <Input value={values.city} onChange={(e) => set('city')(e.target.value)} />
          </FormField>
          <FormField label={t('programs.details.state')} error={errorOf('state')}>
            <Input value={values.state} onChange={(e) => set('state')(e.target.value)} />
          </FormField>
        </div>
        <FormField label={t('programs.details.about')} error={errorOf('about')}>
          <Textarea value={values.about} onChange={(e) => set('about')(e.target.value)} />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('programs.saving') : t('programs.details.save')}
          </Button>
          <p role="status" className={saved ? 'text-muted-foreground text-sm' : 'sr-only'}>
            {saved ? t('programs.saved') : ''}
          </p>
        </div>
        {update.error && Object.keys(fieldErrors).length === 0 ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {shown(errorMessage(update.error, t('programs.details.failed')))}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
