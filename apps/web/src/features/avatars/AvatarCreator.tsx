import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { avatarsCopy, defaultAvatarParameters, type AvatarGender } from '@meshwork/contracts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Input } from '../../ui/Input';
import { useSaveAvatar } from './avatarQueries';
import { AvatarViewer } from './AvatarViewer';
import { GenderSelect } from './GenderSelect';
import { creatorSections } from './creatorOptions';
import { OptionGroup } from './OptionGroup';
import { useUndoable } from './useUndoable';

/** The creator: every option with a live, turning preview, undo, and saving under a name and gender. */
export function AvatarCreator() {
  const params = useUndoable(defaultAvatarParameters);
  const [name, setName] = useState('');
  const [gender, setGender] = useState<AvatarGender>('prefer-not-to-say');
  const save = useSaveAvatar();
  const ids = { name: useId() };

  return (
    <Card as="section" aria-labelledby="creator-title" className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id="creator-title" className="text-lg font-semibold">
          {avatarsCopy.creatorTitle}
        </h2>
        <Button variant="ghost" onClick={params.undo} disabled={!params.canUndo}>
          <Undo2 size={18} aria-hidden />
          {avatarsCopy.undo}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <AvatarViewer
            className="aspect-[3/4] w-full overflow-hidden rounded-xl bg-gradient-to-b from-muted to-surface"
            source={{ params: params.current }}
            label={avatarsCopy.previewLabel}
            turntable
          />
        </div>
        <div className="flex flex-col gap-6">
          {creatorSections.map((section) => (
            <div key={section.title} className="flex flex-col gap-4">
              <h3 className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{section.title}</h3>
              {section.options.map((option) => (
                <OptionGroup
                  key={option.key}
                  legend={avatarsCopy.options[option.key]}
                  name={option.key}
                  value={params.current[option.key]}
                  choices={option.choices}
                  onChange={(value) => params.set({ ...params.current, [option.key]: value })}
                />
              ))}
            </div>
          ))}
          <form
            className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({ name: name.trim() || undefined, gender, parameters: params.current });
            }}
          >
            <label htmlFor={ids.name} className="flex flex-1 flex-col gap-1 text-sm font-medium">
              {avatarsCopy.nameLabel}
              <Input
                id={ids.name}
                value={name}
                maxLength={60}
                placeholder={avatarsCopy.defaultName}
                onChange={(event) => setName(event.target.value)}
                className="font-normal"
              />
            </label>
            <GenderSelect value={gender} onChange={setGender} />
            <Button type="submit" loading={save.isPending}>
              {avatarsCopy.save}
            </Button>
          </form>
        </div>
      </div>
    </Card>
  );
}
