/**
 * Imported first by the sitemap crawls, before anything loads React: React, react-dom, MUI and
 * emotion then load their production builds, the ones the server renders with. Jest sets NODE_ENV
 * to `test`, and the development builds render each page about a fifth slower, with checks of
 * their own the crawls never read (the components' tests run them).
 */
process.env.NODE_ENV = 'production';
