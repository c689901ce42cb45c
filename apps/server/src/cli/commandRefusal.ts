/** A command that cannot do what it was asked: its message is the one sentence it prints. */
export class CommandRefusal extends Error {}
