// The design system (whose toast the API client uses) imports CSS Modules.
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export default classes;
}

// The standalone harness imports the design tokens for its side effect.
declare module '*.css';
