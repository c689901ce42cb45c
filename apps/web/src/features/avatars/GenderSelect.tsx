import { avatarGenders, avatarsCopy, type AvatarGender } from '@meshwork/contracts';
import { useId } from 'react';
import { cx } from '../../ui/cx';
import { inputClasses } from '../../ui/Input';

/** The avatar's gender, from the whole list (specification §3: male and others). */
export function GenderSelect({ value, onChange }: { value: AvatarGender; onChange: (gender: AvatarGender) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-1 flex-col gap-1 text-sm font-medium">
      {avatarsCopy.genderLabel}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as AvatarGender)}
        className={cx(inputClasses, 'font-normal')}
      >
        {avatarGenders.map((gender) => (
          <option key={gender} value={gender}>
            {avatarsCopy.genders[gender]}
          </option>
        ))}
      </select>
    </label>
  );
}
