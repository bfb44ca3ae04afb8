import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useCreateTeam } from '../api/programs';

const empty = { name: '', sport: '', level: '', season: '' };

/** Creates a team: a name, its sport, its level (Varsity, JV, 16U…) and its season. */
export function NewTeamForm({ defaultSport }: { defaultSport?: string }) {
  const t = useT();
  const shown = useShownText();
  const create = useCreateTeam();
  const [values, setValues] = useState({ ...empty, sport: defaultSport ?? '' });
  const [created, setCreated] = useState<string | null>(null);
  const fieldErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const errorOf = (name: keyof typeof empty) => {
    const message = fieldErrors[name]?.[0];
    return message === undefined ? undefined : shown(message);
  };
  const set = (name: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    try {
      const team = await create.mutateAsync(values);
      setCreated(t('programs.newTeam.created', { team: team.name }));
      setValues({ ...empty, sport: values.sport, season: values.season });
    } catch {
      // Shown below from the mutation's error.
    }
  }

  return (
    <Card className="grid gap-4" role="region" aria-labelledby="new-team-heading">
      <h2 id="new-team-heading" className="text-xl font-semibold">
        {t('programs.newTeam.title')}
      </h2>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
        <FormField label={t('programs.newTeam.name')} error={errorOf('name')}>
          <Input value={values.name} onChange={(e) => set('name')(e.target.value)} />
        </FormField>
        <FormField label={t('programs.newTeam.sport')} error={errorOf('sport')}>
          <Input value={values.sport} onChange={(e) => set('sport')(e.target.value)} />
        </FormField>
        <FormField
          label={t('programs.newTeam.level')}
          hint={t('programs.newTeam.levelHint')}
          error={errorOf('level')}
        >
          <Input value={values.level} onChange={(e) => set('level')(e.target.value)} />
        </FormField>
        <FormField
          label={t('programs.newTeam.season')}
          hint={t('programs.newTeam.seasonHint')}
          error={errorOf('season')}
        >
          <Input value={values.season} onChange={(e) => set('season')(e.target.value)} />
        </FormField>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('programs.newTeam.creating') : t('programs.newTeam.create')}
          </Button>
          <p role="status" className={created ? 'text-muted-foreground text-sm' : 'sr-only'}>
            {created}
          </p>
        </div>
        {create.error && Object.keys(fieldErrors).length === 0 ? (
          <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
            {shown(errorMessage(create.error, t('programs.newTeam.failed')))}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
