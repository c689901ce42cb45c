import { describe, expect, it } from 'vitest';
import { emptyCode, enterDigit, eraseDigit, pastedCode } from './codeDigits';

describe('the code boxes', () => {
  it('keep the typed digit and move to the next box, staying on the last', () => {
    expect(enterDigit(emptyCode(), 0, '7')).toEqual({ digits: ['7', '', '', '', '', ''], focus: 1 });
    expect(enterDigit(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('keep only the newest digit when a filled box is typed over, and ignore letters', () => {
    expect(enterDigit(['1', '', '', '', '', ''], 0, '19').digits[0]).toBe('9');
    expect(enterDigit(emptyCode(), 2, 'a')).toEqual({ digits: emptyCode(), focus: 2 });
  });

  it('clear a filled box on backspace, or move back and clear the one before', () => {
    expect(eraseDigit(['1', '2', '', '', '', ''], 1)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(eraseDigit(['1', '2', '', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(eraseDigit(emptyCode(), 0)).toEqual({ digits: emptyCode(), focus: 0 });
  });

  it('fill all boxes from a pasted six-digit code, and only from one', () => {
    expect(pastedCode('012345')).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(pastedCode(' 012 345 ')).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(pastedCode('12345')).toBeNull();
    expect(pastedCode('1234567')).toBeNull();
    expect(pastedCode('12a456')).toBeNull();
  });
});
