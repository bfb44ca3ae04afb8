import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { labels } from '../../../../shared/schemas/accounts';
import {
  BIO_MAX,
  profileEditorSchema,
  profileGenders,
  type AthleteDetails,
  type ProfileEditor,
  type ProfileEditorInput,
} from '../../../../shared/schemas/athletes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { applyFieldErrors, errorMessage } from '../../../lib/api';
import { RequireAuth } from '../../../lib/auth/guards';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  ownProfileQueryKey,
  saveOwnProfile,
  uploadAvatar,
  useOwnProfile,
} from '../api/own-profile';
import { AvatarPicker } from '../components/avatar-picker';

const sportOptions = Object.values(labels.sport);
const NOT_SET = 'Not specified';
const orEmpty = (value: string | null | undefined) => (value && value !== NOT_SET ? value : '');

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
] as const;

function valuesFrom(profile: AthleteDetails | null): ProfileEditorInput {
  return {
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
    gender: (profileGenders as readonly string[]).includes(profile?.gender ?? '')
      ? (profile!.gender as ProfileEditorInput['gender'])
      : (undefined as unknown as ProfileEditorInput['gender']),
  };
}

export function Component() {
  useDocumentTitle('Your Athlete Profile');
  return (
    <RequireAuth>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">Your Athlete Profile</h1>
        <p className="text-muted-foreground mt-2">
          This is what recruiters and coaches see. Members see every detail; visitors who are not
          signed in only see your name, sport and photo.
        </p>
        <div className="mt-8">
          <ProfileEditorLoader />
        </div>
      </div>
    </RequireAuth>
  );
}

function ProfileEditorLoader() {
  const profile = useOwnProfile();
  useEffect(() => {
    if (profile.error) toast.error('Error', { description: profile.error.message });
  }, [profile.error]);
  if (profile.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Loading your profile...
      </p>
    );
  if (profile.error)
    return (
      <Alert tone="error" title="Your profile could not be loaded.">
        {profile.error.message}
      </Alert>
    );
  return <ProfileEditorForm profile={profile.data.profile} />;
}

function ProfileEditorForm({ profile }: { profile: AthleteDetails | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<ProfileEditorInput, unknown, ProfileEditor>({
    resolver: zodResolver(profileEditorSchema),
    defaultValues: valuesFrom(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const [firstName, lastName, bio] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'bio'],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveOwnProfile(values);
      if (photo) {
        setProgress(0);
        try {
          await uploadAvatar(photo, setProgress);
        } finally {
          setProgress(null);
        }
      }
      await queryClient.invalidateQueries({ queryKey: ownProfileQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['athletes'] });
      toast.success('Success!', {
        description: saved.created
          ? 'Profile created successfully!'
          : 'Profile updated successfully!',
      });
      navigate('/');
    } catch (error) {
      if (applyFieldErrors(error, form.setError, fields)) return;
      toast.error('Error', {
        description: errorMessage(error, 'Your profile could not be saved.'),
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
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label="Sport" error={errors.sport?.message}>
          <Select {...register('sport')}>
            <option value="">Choose…</option>
            {sportOptions.map((sport) => (
              <option key={sport} value={sport}>
                {sport}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Position" error={errors.position?.message}>
          <Input placeholder="e.g. Point Guard" {...register('position')} />
        </FormField>
        <FormField label="School" error={errors.school?.message}>
          <Input autoComplete="organization" {...register('school')} />
        </FormField>
        <FormField label="Location" error={errors.location?.message} hint="City, ST">
          <Input placeholder="Austin, TX" {...register('location')} />
        </FormField>
        <FormField label="Graduation year" error={errors.graduationYear?.message}>
          <Input
            inputMode="numeric"
            maxLength={4}
            placeholder="2028"
            {...register('graduationYear')}
          />
        </FormField>
        <FormField label="Gender" error={errors.gender?.message}>
          <Select {...register('gender')}>
            <option value="">Choose…</option>
            {profileGenders.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Height (optional)" error={errors.height?.message}>
          <Input placeholder={`5'11"`} {...register('height')} />
        </FormField>
        <FormField label="Weight (optional)" error={errors.weight?.message}>
          <Input placeholder="170 lbs" {...register('weight')} />
        </FormField>
      </div>
      <FormField
        label="Bio"
        error={errors.bio?.message}
        hint={
          <span className={(bio?.length ?? 0) > BIO_MAX ? 'text-red-600' : undefined}>
            {bio?.length ?? 0}/{BIO_MAX}
          </span>
        }
      >
        <Textarea rows={3} placeholder="What makes you stand out?" {...register('bio')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
