/** Settings of the web server read from its environment, at request time: one build serves any deployment. */
export const webConfig = {
  /** Under `next dev`, whose React build evaluates code. */
  development: (): boolean => process.env.NODE_ENV === "development",
  /** Where the web server listens. */
  port: (): number => Number(process.env.PORT ?? 3000),
};
