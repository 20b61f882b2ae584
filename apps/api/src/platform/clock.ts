/** Time source of the services, so tests can move time instead of waiting. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
