import type { UseFormReturn } from 'react-hook-form';
import { aboutDetailLabels, categoryKinds, settingsCopy, type AboutDetails } from '@meshwork/contracts';
import { TextField } from '../../ui/TextField';
import type { ProfileForm } from './profileForm';

/** The About page's details, grouped like the page shows them. */
const detailsByKind: Record<(typeof categoryKinds)[number], Array<keyof AboutDetails>> = {
  personal: ['hometown', 'relationship', 'languages'],
  professional: ['work', 'education'],
  business: ['business_name', 'business_contact'],
};

/** The website and the personal, professional and business details of the About page. */
export function AboutFields({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { errors } = form.formState;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-sm font-medium">{settingsCopy.profile.detailsLegend}</legend>
      <p className="-mt-2 text-xs text-fg-muted">{settingsCopy.profile.detailsHint}</p>
      <TextField
        label={settingsCopy.profile.website}
        type="url"
        inputMode="url"
        autoComplete="url"
        hint={settingsCopy.profile.websiteHint}
        error={errors.website?.message}
        {...form.register('website')}
      />
      {categoryKinds.map((kind) => (
        <div key={kind} className="grid gap-4 sm:grid-cols-2">
          <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase sm:col-span-2">
            {settingsCopy.categories.kinds[kind]}
          </h3>
          {detailsByKind[kind].map((key) => (
            <TextField key={key} label={aboutDetailLabels[key]} error={errors[key]?.message} {...form.register(key)} />
          ))}
        </div>
      ))}
    </fieldset>
  );
}
