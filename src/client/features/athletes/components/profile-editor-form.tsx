import { useState } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import type { AthleteDetails, ProfileEditor, ProfileEditorInput } from '#shared/schemas/athletes';
import { BIO_MAX } from '#shared/athlete-fields';
import { genders, isGender, type Gender } from '#shared/genders';
import { athleteSportNames } from '#shared/sports';
import { FormBirthDateFields } from '#client/components/birth-date-fields';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { useSaveOwnProfile } from '../api/own-profile';
import { AvatarPicker } from './avatar-picker';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { sportNameText } from '../field-labels';

const NOT_SET = 'Not specified';
const orEmpty = (value: string | null | undefined) => (value && value !== NOT_SET ? value : '');

const genderLabels = {
  Male: 'playerProfile.gender.male',
  Female: 'playerProfile.gender.female',
  Other: 'playerProfile.gender.other',
} satisfies Record<Gender, MessageId>;

const fields = [
  'firstName',
  'lastName',
  'sport',
  'position',
  'school',
  'location',
  'graduationYear',
  'bio',
  'height',
  'weight',
  'gender',
  'birthMonth',
  'birthYear',
  'guardianEmail',
] as const;

function valuesFrom(
  profile: AthleteDetails | null,
  needsBirthDate: boolean,
): DefaultValues<ProfileEditorInput> {
  return {
    // Asked (and so checked) only while the profile has no date of birth.
    ...(needsBirthDate ? { birthMonth: '', birthYear: '', guardianEmail: '' } : {}),
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    sport: orEmpty(profile?.sport),
    position: orEmpty(profile?.position),
    school: orEmpty(profile?.school),
    location: orEmpty(profile?.location),
    graduationYear: profile?.graduationYear ? String(profile.graduationYear) : '',
    bio: profile?.bio ?? '',
    height: profile?.height ?? '',
    weight: profile?.weight ?? '',
    gender: profile && isGender(profile.gender) ? profile.gender : undefined,
  };
}

/**
 * The athlete's profile editor on /player-profile: the fields of `profileEditorSchema`, a photo,
 * the bio counter; saving goes home with a toast, and the server's field errors show under the
 * fields. A profile without a date of birth (an account that never met the sign-up form's age
 * question) asks it, and a minor's guardian, as sign-up does.
 */
export function ProfileEditorForm({
  profile,
  needsBirthDate,
}: {
  profile: AthleteDetails | null;
  needsBirthDate: boolean;
}) {
  const t = useT();
  const shown = useShownText();
  const shownError = (message: string | undefined) => (message ? shown(message) : undefined);
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveOwnProfile(setProgress);
  const form = useForm<ProfileEditorInput, unknown, ProfileEditor>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/athletes')).profileEditorSchema,
    ),
    defaultValues: valuesFrom(profile, needsBirthDate),
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const [firstName, lastName, bio] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'bio'],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ values, photo });
      toast.success(t('playerProfile.toast.success'), {
        description: saved.created
          ? t('playerProfile.form.created')
          : t('playerProfile.form.updated'),
      });
      navigate('/');
    } catch (error) {
      if (applyFieldErrors(error, form.setError, fields)) return;
      toast.error(t('playerProfile.toast.error'), {
        description: shown(errorMessage(error, t('playerProfile.form.saveFailed'))),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="border-border bg-card grid gap-5 rounded-2xl border p-6 shadow-sm sm:p-8"
    >
      <AvatarPicker
        name={{ firstName: firstName || '?', lastName: lastName || '' }}
        currentUrl={profile?.avatarUrl ?? null}
        file={photo}
        progress={progress}
        onChange={(file, error) => {
          setPhoto(file);
          setPhotoError(error);
        }}
      />
      {photoError ? (
        <p role="alert" className="-mt-2 text-sm text-red-600 dark:text-red-400">
          {photoError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('playerProfile.form.firstName')}
          error={shownError(errors.firstName?.message)}
        >
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField
          label={t('playerProfile.form.lastName')}
          error={shownError(errors.lastName?.message)}
        >
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label={t('playerProfile.form.sport')} error={shownError(errors.sport?.message)}>
          <Select {...register('sport')}>
            <option value="">{t('playerProfile.form.choose')}</option>
            {athleteSportNames.map((sport) => (
              <option key={sport} value={sport}>
                {sportNameText(t, sport)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('playerProfile.form.position')}
          error={shownError(errors.position?.message)}
        >
          <Input placeholder={t('playerProfile.form.positionExample')} {...register('position')} />
        </FormField>
        <FormField
          label={t('playerProfile.form.school')}
          error={shownError(errors.school?.message)}
        >
          <Input autoComplete="organization" {...register('school')} />
        </FormField>
        <FormField
          label={t('playerProfile.form.location')}
          error={shownError(errors.location?.message)}
          hint={t('playerProfile.form.locationHint')}
        >
          <Input placeholder={t('playerProfile.form.locationExample')} {...register('location')} />
        </FormField>
        <FormField
          label={t('playerProfile.form.graduationYear')}
          error={shownError(errors.graduationYear?.message)}
        >
          <Input
            inputMode="numeric"
            maxLength={4}
            placeholder="2028"
            {...register('graduationYear')}
          />
        </FormField>
        <FormField
          label={t('playerProfile.form.gender')}
          error={shownError(errors.gender?.message)}
        >
          <Select {...register('gender')}>
            <option value="">{t('playerProfile.form.choose')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(genderLabels[gender])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('playerProfile.form.height')}
          error={shownError(errors.height?.message)}
        >
          <Input placeholder={`5'11"`} {...register('height')} />
        </FormField>
        <FormField
          label={t('playerProfile.form.weight')}
          error={shownError(errors.weight?.message)}
        >
          <Input placeholder={t('playerProfile.form.weightExample')} {...register('weight')} />
        </FormField>
        {needsBirthDate ? <FormBirthDateFields form={form} /> : null}
      </div>
      <FormField
        label={t('playerProfile.form.bio')}
        error={shownError(errors.bio?.message)}
        hint={
          <span className={(bio?.length ?? 0) > BIO_MAX ? 'text-red-600' : undefined}>
            {bio?.length ?? 0}/{BIO_MAX}
          </span>
        }
      >
        <Textarea
          rows={3}
          placeholder={t('playerProfile.form.bioPlaceholder')}
          {...register('bio')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('playerProfile.form.submitting') : t('playerProfile.form.save')}
        </Button>
      </div>
    </form>
  );
}
