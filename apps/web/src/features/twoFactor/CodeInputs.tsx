import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { inputClasses } from '../../ui/Input';
import { cx } from '../../ui/cx';
import { enterDigit, eraseDigit, pastedCode, type CodeDigits, type CodeEdit } from './codeDigits';

interface CodeInputsProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  disabled?: boolean;
}

/** Six single-digit boxes (§2): typing moves on, backspace moves back, a pasted code fills them all. */
export function CodeInputs({ digits, onChange, disabled }: CodeInputsProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const apply = ({ digits: next, focus }: CodeEdit) => {
    onChange(next);
    boxes.current[focus]?.focus();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseDigit(digits, index));
    } else if (event.key === 'ArrowLeft') boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight') boxes.current[index + 1]?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = pastedCode(event.clipboardData.getData('text'));
    if (pasted) apply({ digits: pasted, focus: pasted.length - 1 });
  };
  return (
    <div role="group" aria-label="Verification code" className="flex justify-center gap-2 sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(box) => {
            boxes.current[index] = box;
          }}
          value={digit}
          onChange={(event) => apply(enterDigit(digits, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${digits.length}`}
          className={cx(inputClasses, 'h-14 w-11 px-0 text-center text-xl font-semibold sm:w-12 sm:text-xl')}
        />
      ))}
    </div>
  );
}
