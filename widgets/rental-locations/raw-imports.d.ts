/** Vite's `?raw` imports: the file's text (the ESM build, vitest and Storybook all read them). */
declare module '*?raw' {
  const text: string;
  export default text;
}
