// jsdom has no TextEncoder/TextDecoder; react-router needs them when it loads.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
