// jsdom lacks the encoding globals that react-router uses; Node has them.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
