// ua-parser-js 1.x (MIT) ships no types; only what device.ts uses.
declare module 'ua-parser-js' {
  interface Named {
    name?: string;
    version?: string;
  }
  interface Result {
    browser: Named & { major?: string };
    os: Named;
    device: { vendor?: string; model?: string; type?: string };
  }
  const UAParser: (ua?: string) => Result;
  export default UAParser;
}
