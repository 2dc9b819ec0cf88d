/** Time comes from one injectable source so tests can move it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
