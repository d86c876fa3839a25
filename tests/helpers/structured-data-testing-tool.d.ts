// The parts of structured-data-testing-tool (which ships no types) that structuredDataTest.ts uses.
declare module 'structured-data-testing-tool' {
  const sdtt: { structuredDataTest(input: string, options: { presets: object[] }): Promise<unknown> };
  export default sdtt;
}
declare module 'structured-data-testing-tool/presets.js' {
  interface Preset {
    name: string;
    tests?: { test: string }[];
  }
  const presets: { Google: { name: string; description: string; presets: (Preset | ((schema: string) => Preset))[] } };
  export default presets;
}
