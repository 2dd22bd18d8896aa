/** tokens.css as text (the bundler's `?raw` import), for the reference that reads it. */
declare module '*.css?raw' {
  const content: string;
  export default content;
}
