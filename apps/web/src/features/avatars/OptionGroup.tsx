import { cx } from '../../ui/cx';

interface OptionGroupProps {
  legend: string;
  name: string;
  value: string;
  choices: ReadonlyArray<{ value: string; label: string; swatch?: string }>;
  onChange: (value: string) => void;
}

/** One option of the creator as a row of radio buttons (arrow keys move between them); colours show as swatches. */
export function OptionGroup({ legend, name, value, choices, onChange }: OptionGroupProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            title={choice.label}
            className={cx(
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
              choice.swatch
                ? 'size-9 rounded-full border-2 shadow-soft'
                : 'inline-flex h-9 items-center rounded-lg border px-3 text-sm transition-colors duration-150',
              choice.value === value
                ? choice.swatch
                  ? 'border-fg'
                  : 'border-accent bg-accent/10 font-medium text-fg'
                : choice.swatch
                  ? 'border-surface'
                  : 'border-line text-fg-muted hover:bg-muted',
            )}
            style={choice.swatch ? { background: choice.swatch } : undefined}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.swatch ? <span className="sr-only">{choice.label}</span> : choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
