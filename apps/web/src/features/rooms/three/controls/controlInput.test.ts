import { describe, expect, it } from 'vitest';
import { combineInputs, inputFromKeys, inputFromStick, isMovementKey } from './controlInput';

describe('keys', () => {
  it('walk with W and the up arrow, step aside with A and D, turn with Q, E and the side arrows', () => {
    expect(inputFromKeys(['KeyW'])).toEqual({ ahead: 1, right: 0, turn: 0 });
    expect(inputFromKeys(['ArrowDown', 'KeyD'])).toEqual({ ahead: -1, right: 1, turn: 0 });
    expect(inputFromKeys(['KeyA', 'ArrowLeft'])).toEqual({ ahead: 0, right: -1, turn: -1 });
    expect(inputFromKeys(['KeyE'])).toEqual({ ahead: 0, right: 0, turn: 1 });
  });

  it('cancel out when opposite, and ignore the others', () => {
    expect(inputFromKeys(['KeyW', 'KeyS', 'KeyX'])).toEqual({ ahead: 0, right: 0, turn: 0 });
    expect(isMovementKey('KeyW')).toBe(true);
    expect(isMovementKey('KeyX')).toBe(false);
    expect(isMovementKey('Space')).toBe(false);
  });
});

describe('the touch stick', () => {
  it('walks ahead when pushed up and sideways when pushed aside, in proportion', () => {
    expect(inputFromStick(0, -28, 56)).toEqual({ ahead: 0.5, right: 0, turn: 0 });
    expect(inputFromStick(56, 0, 56)).toEqual({ ahead: -0, right: 1, turn: 0 });
  });

  it('asks for no more than full speed beyond its rim', () => {
    const { ahead, right } = inputFromStick(300, -400, 56);
    expect(Math.hypot(ahead, right)).toBeCloseTo(1);
  });

  it('adds to the keys', () => {
    expect(combineInputs(inputFromKeys(['KeyQ']), inputFromStick(0, -56, 56))).toEqual({ ahead: 1, right: 0, turn: -1 });
  });
});
