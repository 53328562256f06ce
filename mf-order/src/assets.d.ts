// Stylesheets are bundled by webpack (mini-css-extract-plugin); importing one only has effects.
declare module '*.css';
